import type { Vacancies } from '@/lib/cms/types';
import { vacanciesCopy } from '@/lib/content/ratings';
import styles from './vacancy-note.module.css';

/** The rooms free now, with the day the home confirmed them; or, when the home has not said, what to do instead. */
export function VacancyNote({ vacancies }: { vacancies: Vacancies }) {
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
    </div>
  );
}
