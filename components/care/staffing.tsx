import type { ReactNode } from 'react';
import type { Staffing as StaffingFigures } from '@/lib/content-types';
import { staffingCopy as copy, staffingSummary } from '@/lib/content/staffing';
import { Link } from '@/components/ui/link';
import table from '@/components/ui/data-table.module.css';
import styles from './staffing.module.css';
import { Term } from '@/components/ui/term';

/** A figure's own "Checked on" line. */
const Checked = ({ on }: { on: string }) => <span className={styles.checked}>{copy.checked(on)}</span>;

/** One figure with its own "Checked on" line, written by `show` (as it is, else); nothing while it is not stated. */
function Figure<Value>({
  name,
  figure,
  show = String,
}: {
  name: string;
  figure: { value: Value; checkedOn: string } | null;
  show?: (value: Value) => ReactNode;
}) {
  if (!figure) return null;
  return (
    <Term name={name}>
      {show(figure.value)}
      <Checked on={figure.checkedOn} />
    </Term>
  );
}

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
        <Figure name={copy.nursing} figure={nursing} />
        <Figure name={copy.manager} figure={manager} />
        <Figure name={copy.onCall} figure={onCall} />
        <Figure
          name={copy.training}
          figure={training}
          show={(lines) => (
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        />
        <Figure name={copy.team} figure={team} show={copy.teamText} />
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
