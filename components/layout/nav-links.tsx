'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { navItems } from '@/lib/site';

/**
 * The four main destinations. A client leaf only because the root layout cannot know the current path: it marks
 * the current page with aria-current, and the static HTML of each page already carries the right mark.
 */
export function NavLinks({
  listClassName,
  linkClassName,
}: {
  listClassName?: string;
  linkClassName?: string;
}) {
  const pathname = usePathname();
  return (
    <ul className={listClassName}>
      {navItems.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            className={linkClassName}
            aria-current={pathname === item.href ? 'page' : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
