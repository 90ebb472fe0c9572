import type { RoomKind } from '@/lib/content-types';
import { kindFreeText, roomFreeText, roomPlaceText, roomsCopy as copy, sizeText } from '@/lib/content/rooms';
import { Link } from '@/components/ui/link';
import { RoomPhotos } from './room-photos';
import table from '@/components/ui/data-table.module.css';
import styles from './rooms.module.css';
import { Term } from '@/components/ui/term';

/** A list of a kind's lines (what is in it, what to bring), under its heading. */
function Lines({ title, lines, lead }: { title: string; lines: string[]; lead?: string }) {
  if (lines.length === 0) return null;
  return (
    <div className={styles.lines}>
      <h4>{title}</h4>
      {lead ? <p>{lead}</p> : null}
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One kind of room: its photos (or a line saying there are none yet), its facts as terms a screen reader reads in
 * pairs, its weekly fee, each room with where it is and whether it is free, and what is in it and what to bring.
 */
export function RoomKindCard({ kind, bringLead }: { kind: RoomKind; bringLead: string }) {
  const headingId = `${kind.slug}-title`;
  return (
    <article id={kind.slug} aria-labelledby={headingId} className={styles.kind}>
      <h3 id={headingId}>{kind.name}</h3>
      <div className={styles.kindBody}>
        {kind.photos.length > 0 ? (
          <RoomPhotos photos={kind.photos} kind={kind.name} />
        ) : (
          <p className={styles.noPhoto}>{copy.noPhoto}</p>
        )}
        <div className={styles.kindFacts}>
          <dl className={styles.facts}>
            <Term name={copy.facts.fee}>
              <span className={styles.fee}>{copy.fee(kind.fee)}</span>
              <span className={styles.feeNote}>{copy.facts.feeNote}</span>
            </Term>
            <Term name={copy.facts.keptFor}>{kind.keptFor}</Term>
            <Term name={copy.facts.size}>{sizeText(kind.size)}</Term>
            <Term name={copy.facts.bathroom}>{kind.bathroom}</Term>
            <Term name={copy.facts.outlook}>{kind.outlook}</Term>
          </dl>
          <p className={styles.free}>{kindFreeText(kind)}</p>
        </div>
      </div>
      {kind.rooms.length > 0 ? (
        <div className={table.frame}>
          <table className={table.table}>
            <caption className={table.caption}>{copy.rooms.caption(kind.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.rooms.columns.room}</th>
                <th scope="col">{copy.rooms.columns.free}</th>
              </tr>
            </thead>
            <tbody>
              {kind.rooms.map((room) => (
                <tr key={room.name}>
                  <th scope="row">
                    {room.name}
                    <span className={styles.where}>{roomPlaceText(room)}</span>
                  </th>
                  <td className={kind.checked.current && room.free !== 'taken' ? styles.isFree : undefined}>
                    {kind.checked.current ? roomFreeText(room.free) : copy.rooms.ask}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.checked}>
            {kind.checked.current ? copy.rooms.checked(kind.checked.on) : copy.rooms.stale(kind.checked.on)}
          </p>
        </div>
      ) : null}
      <div className={styles.linesRow}>
        <Lines title={copy.furnished} lines={kind.furnished} />
        <Lines title={copy.bring} lines={kind.bring} lead={bringLead} />
      </div>
      <p className={styles.feesLink}>
        <Link href="/fees#fee-covers">{copy.feesLink}</Link>
      </p>
    </article>
  );
}
