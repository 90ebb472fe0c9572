import type { ReactNode } from 'react';
import { newTabSuffix } from '@/lib/content/shared';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
};

/**
 * A link that opens in a new tab: never able to reach back into this page (noopener), sending no referrer, and
 * saying so to screen-reader users, who otherwise lose their place without warning.
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{newTabSuffix}</span>
    </a>
  );
}
