import type { Vacancies } from '@/lib/kit';
import { vacanciesCopy } from '@/lib/content/ratings';
import { roomsCopy } from '@/lib/content/rooms';
import { Link } from '@/components/ui/link';
import styles from './vacancy-note.module.css';

/**
 * The rooms free now, with the day the home checked them; or, when the home has not said, what to do instead. Beside
 * it, the way to Rooms, where each room says whether it is free (`roomsLink`; not on Rooms itself).
 */
export function VacancyNote({ vacancies, roomsLink = true }: { vacancies: Vacancies; roomsLink?: boolean }) {
  const copy = vacanciesCopy(vacancies);
  return (
    <div className={styles.note}>
      <p className={styles.title}>{copy.title}</p>
      <p>{copy.text}</p>
      {copy.lines.length > 0 ? (
        <ul className={styles.lines}>
          {copy.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {copy.confirmed ? <p className={styles.confirmed}>{copy.confirmed}</p> : null}
      {roomsLink ? (
        <p className={styles.link}>
          <Link href="/rooms">{roomsCopy.seeRooms}</Link>
        </p>
      ) : null}
    </div>
  );
}
