import type { ReactNode } from 'react';
import styles from './term.module.css';

/** One fact of a list of them (inside a `<dl>`): its name, and what it is. */
export function Term({
  name,
  children,
  className,
}: {
  name: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className={styles.name}>{name}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
