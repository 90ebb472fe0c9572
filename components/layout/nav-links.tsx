'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { navItems } from '@/lib/site';
import type { Route } from '@/lib/routes';

/** "page" on the page itself; "true" within it, such as on the gallery's second album page (/gallery/2). */
function currentness(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  return href !== '/' && pathname.startsWith(`${href}/`) ? 'true' : undefined;
}

/**
 * The main destinations, or the `items` given. A client leaf only because the root layout cannot know the current path: it marks
 * the current page with aria-current, and the static HTML of each page already carries the right mark.
 */
export function NavLinks({
  items = navItems,
  listClassName,
  linkClassName,
}: {
  items?: readonly { href: Route; label: string }[];
  listClassName?: string;
  linkClassName?: string;
}) {
  const pathname = usePathname();
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={linkClassName} aria-current={currentness(pathname, item.href)}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
