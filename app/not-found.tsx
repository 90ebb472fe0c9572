import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageIntro } from '@/components/ui/page-intro';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { getContent } from '@/lib/cms';
import { notFoundText } from '@/lib/content/pages';
import { callLead } from '@/lib/content/shared';
import { navItems } from '@/lib/site';
import styles from './not-found.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const { intro } = await getContent('notFoundPage');
  return { title: intro.eyebrow, robots: { index: false } };
}

export default async function NotFound() {
  const { intro } = await getContent('notFoundPage');
  return (
    <>
      <PageIntro
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        actions={
          <>
            <Link href="/" className={buttonClass('primary')}>
              {notFoundText.homeLink}
            </Link>
            <CallLink lead={callLead} className={buttonClass('secondary')} icon />
          </>
        }
      />
      <section aria-labelledby="not-found-links" className={styles.links}>
        <h2 id="not-found-links">{notFoundText.linksTitle}</h2>
        <ul>
          {navItems.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
