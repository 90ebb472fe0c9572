import type { ReactNode } from 'react';
import type { CareKind } from '@/lib/content-types';
import { careCopy as copy } from '@/lib/content/care';
import { Link } from '@/components/ui/link';
import { ArrowRightIcon } from '@/components/ui/icons';
import styles from './care.module.css';
import { Term } from '@/components/ui/term';

/** How long a kind of care lasts and what it costs, as a list of terms; `feeMore` follows the fee (its note, a link). */
export function KindFacts({
  kind,
  className,
  feeMore,
}: {
  kind: CareKind;
  className?: string;
  feeMore?: ReactNode;
}) {
  return (
    <dl className={className}>
      <Term name={copy.facts.howLong}>{kind.howLong}</Term>
      <Term name={copy.facts.fee}>
        {copy.fee(kind)}
        {feeMore}
      </Term>
    </dl>
  );
}

/** The kinds of care as cards, each its name, its line, how long and its fee, and the way to its page. */
export function KindCards({ kinds }: { kinds: CareKind[] }) {
  return (
    <ul className={styles.cards}>
      {kinds.map((kind) => (
        <li key={kind.id} className={styles.card}>
          <h3>{kind.name}</h3>
          <p>{kind.summary}</p>
          <KindFacts kind={kind} className={styles.cardFacts} />
          <p className={styles.more}>
            <Link href={`/care/${kind.slug}`} className={styles.moreLink}>
              {copy.kinds.read(kind)}
              <ArrowRightIcon />
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
