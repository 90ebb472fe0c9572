'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * A link to another page of the site, moving there without a page load as next/link does, but fetching that page's
 * data only when the reader reaches for it (a pointer over it, a finger on it, the keyboard's focus), not as soon as
 * it scrolls into view: a phone that opens one page fetches one page, and a visitor who scrolls to the footer does not
 * fetch its fifteen pages. The site's only way to next/link (eslint.config.mjs).
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
