'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * A link to another page of the site, moving there without a page load as next/link does, but fetching that page's
 * data only when the reader reaches for it (a pointer over it, a finger on it, the keyboard's focus), not as soon as
 * it scrolls into view: a phone that opens one page fetches one page, and a visitor who scrolls to the footer does not
 * fetch its fifteen pages. Next.js's own pattern for it: prefetching is off until then, and on from then (it prefetches
 * a link in view, which this one is). The site's only way to next/link (eslint.config.mjs).
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [reachedFor, setReachedFor] = useState(false);
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={reachedFor ? null : false}
      onMouseEnter={(event) => {
        setReachedFor(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setReachedFor(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setReachedFor(true);
        onFocus?.(event);
      }}
    />
  );
}
