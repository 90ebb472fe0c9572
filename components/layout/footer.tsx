import Link from 'next/link';
import { familyNavItems, legalNavItems, navItems, site } from '@/lib/site';
import { footerText, headerText } from '@/lib/content/shared';
import { BookingButton } from '@/components/booking/booking-button';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { PhoneText } from '@/components/ui/phone-text';
import { Logo } from './logo';
import { PostalAddress } from './postal-address';
import styles from './footer.module.css';

/** Also the target of the mobile menu's link when JavaScript is off. */
export const FOOTER_NAV_ID = 'footer-navigation';

/** A list of links in the footer, one a line. */
function LinkList({
  items,
  className,
}: {
  items: readonly { href: string; label: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={styles.link}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logoLink}>
            <Logo tone="light" />
            <span className="visually-hidden">{headerText.homeLinkSuffix}</span>
          </Link>
          <p className={styles.summary}>{site.summary}</p>
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>{footerText.visitTitle}</h2>
          <div className={styles.address}>
            <MapPinIcon />
            <PostalAddress />
          </div>
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>{footerText.talkTitle}</h2>
          <ul className={styles.contactList}>
            <li>
              <a href={site.phone.href} className={`${styles.link} ${styles.contactLink}`}>
                <PhoneIcon />
                <PhoneText />
              </a>
            </li>
            <li>
              <a href={site.email.href} className={`${styles.link} ${styles.contactLink}`}>
                <MailIcon />
                {site.email.display}
              </a>
            </li>
          </ul>
          <BookingButton variant="onDark">{site.booking.enquiryText}</BookingButton>
        </div>

        <nav id={FOOTER_NAV_ID} aria-label={footerText.navLabel} className={styles.column}>
          <h2 className={styles.heading}>{footerText.exploreTitle}</h2>
          <LinkList
            items={[{ href: '/', label: footerText.home }, ...navItems, ...familyNavItems]}
            className={styles.linkList}
          />
        </nav>
      </div>

      <div className={styles.base}>
        <div className={styles.baseInner}>
          <p className={styles.copyright}>{footerText.copyright}</p>
          <LinkList items={legalNavItems} className={styles.legalList} />
        </div>
      </div>
    </footer>
  );
}
