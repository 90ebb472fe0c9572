import type { ReactNode } from 'react';
import styles from './price-table.module.css';

export type PriceRow = {
  /** The row's name: a kind of stay, an extra. */
  name: string;
  /** A line under the name, such as what the fee means. */
  detail?: string | null;
  price: ReactNode;
};

/**
 * Prices as a table of two columns, each row named by its first cell. On a narrow column (a phone, or large text)
 * each row stacks, name above price; the explicit roles keep it a table to screen readers, which some browsers
 * otherwise stop calling one once its cells are laid out as blocks.
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
    <div className={styles.frame}>
      <table role="table" className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {columns.name}
            </th>
            <th role="columnheader" scope="col">
              {columns.price}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr role="row" key={row.name}>
              <th role="rowheader" scope="row" className={styles.name}>
                {row.name}
                {row.detail ? <span className={styles.detail}>{row.detail}</span> : null}
              </th>
              <td role="cell" className={styles.price}>
                {row.price}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
