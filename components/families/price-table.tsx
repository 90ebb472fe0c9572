import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import table from '@/components/ui/data-table.module.css';
import styles from './price-table.module.css';

export type PriceRow = {
  /** The row's name: a kind of stay, an extra. */
  name: string;
  /** A line under the name, such as what the fee means. */
  detail?: string | null;
  /** Where the row's name leads, when it has a page of its own (a kind of room on Rooms). */
  href?: string;
  price: ReactNode;
};

/**
 * Prices as a table of two columns, each row named by its first cell. It stays a table at every width: laid out as
 * blocks to stack on a phone, some browsers stop telling screen readers it is one, and the roles that would restore
 * that are not valid HTML. On a narrow column (a phone, or large text) its cells pad less and its words wrap instead.
 */
export function PriceTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { name: string; price: string };
  rows: readonly PriceRow[];
}) {
  return (
    <div className={table.frame}>
      <table className={`${table.table} ${table.raised}`}>
        <caption className={table.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.price}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className={row.href ? styles.linked : undefined}>
              <th scope="row" className={styles.name}>
                {row.href ? (
                  <Link href={row.href} className={styles.nameLink}>
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
                {row.detail ? <span className={styles.detail}>{row.detail}</span> : null}
              </th>
              <td className={styles.price}>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
