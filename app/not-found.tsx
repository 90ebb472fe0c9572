import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageIntro } from '@/components/ui/page-intro';
import { buttonClass } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { PhoneText } from '@/components/ui/phone-text';
import { notFoundText, pageIntros } from '@/lib/content/pages';
import { callLead } from '@/lib/content/shared';
import { navItems, site } from '@/lib/site';
import styles from './not-found.module.css';

const intro = pageIntros.notFound;

export const metadata: Metadata = { title: intro.eyebrow, robots: { index: false } };

export default function NotFound() {
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
            <a href={site.phone.href} className={buttonClass('secondary')}>
              <PhoneIcon />
              <PhoneText lead={callLead} />
            </a>
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
