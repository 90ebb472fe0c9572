import type { Staffing as StaffingFigures } from '@/lib/content-types';
import { staffingCopy as copy, staffingSummary } from '@/lib/content/staffing';
import { Link } from '@/components/ui/link';
import table from '@/components/ui/data-table.module.css';
import styles from './staffing.module.css';

/** A figure's own "Checked on" line. */
const Checked = ({ on }: { on: string }) => <span className={styles.checked}>{copy.checked(on)}</span>;

/**
 * Who looks after residents, in full: each shift in a table (how many carers, awake at night or not, who leads it),
 * then nursing, the manager's hours, who is on call, the training every carer has and the team, each with the day it
 * was checked. Nothing while "Who looks after you" is not published.
 */
export function Staffing({ staffing }: { staffing: StaffingFigures | null }) {
  if (!staffing) return null;
  const { shifts, nursing, manager, onCall, training, team } = staffing;
  return (
    <div className={styles.staffing}>
      {shifts.length > 0 ? (
        <div className={`${table.frame} ${styles.frame}`}>
          <table className={`${table.table} ${table.raised}`}>
            <caption className={table.caption}>{copy.shifts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.shifts.columns.shift}</th>
                <th scope="col">{copy.shifts.columns.carers}</th>
              </tr>
            </thead>
            <tbody>
              {shifts.map((shift) => (
                <tr key={shift.shift}>
                  <th scope="row">
                    {shift.shift}
                    <span className={styles.led}>{copy.shifts.ledBy(shift.ledBy)}</span>
                    <Checked on={shift.checkedOn} />
                  </th>
                  <td>{copy.shifts.carers(shift.carers, shift.awake)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <dl className={styles.facts}>
        {nursing ? (
          <div>
            <dt>{copy.nursing}</dt>
            <dd>
              {nursing.value}
              <Checked on={nursing.checkedOn} />
            </dd>
          </div>
        ) : null}
        {manager ? (
          <div>
            <dt>{copy.manager}</dt>
            <dd>
              {manager.value}
              <Checked on={manager.checkedOn} />
            </dd>
          </div>
        ) : null}
        {onCall ? (
          <div>
            <dt>{copy.onCall}</dt>
            <dd>
              {onCall.value}
              <Checked on={onCall.checkedOn} />
            </dd>
          </div>
        ) : null}
        {training ? (
          <div>
            <dt>{copy.training}</dt>
            <dd>
              <ul>
                {training.value.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <Checked on={training.checkedOn} />
            </dd>
          </div>
        ) : null}
        {team ? (
          <div>
            <dt>{copy.team}</dt>
            <dd>
              {copy.teamText(team.value)}
              <Checked on={team.checkedOn} />
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** The staffing in a sentence, with the way to the whole of it on Care; nothing while no shift can be stated. */
export function StaffingSummary({
  staffing,
  className,
}: {
  staffing: StaffingFigures | null;
  className?: string;
}) {
  const summary = staffingSummary(staffing);
  if (!summary) return null;
  return (
    <p className={className}>
      {summary} <Link href="/care#staffing">{copy.more}</Link>
    </p>
  );
}
