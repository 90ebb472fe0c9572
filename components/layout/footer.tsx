import { Link } from '@/components/ui/link';
import type { Home } from '@/lib/content-types';
import { cqcLocationPage } from '@/lib/regulators';
import { careersNavItem, familyNavItems, legalNavItems, navItems, site } from '@/lib/site';
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

/**
 * Who runs the home and who regulates it, on every page: the company's registered name, number, place and office (the
 * Company, LLP and Business (Names and Trading Disclosures) Regulations 2015), CQC as the authority that supervises
 * the home with a link to its page for it (the E-Commerce Regulations 2002), and the ICO's registration when "The
 * home" gives it.
 */
function WhoRunsTheHome({ home }: { home: Home }) {
  const { provider, regulators } = home;
  return (
    <section aria-label={footerText.whoLabel} className={styles.provider}>
      <p>
        {footerText.runBy(home.name, provider)} {footerText.office(provider)}
      </p>
      <p>
        {footerText.regulatedBy}{' '}
        <a href={cqcLocationPage(regulators.cqcLocationId)} className={styles.link}>
          {footerText.cqcLink(regulators.cqcLocationId)}
        </a>
        .{provider.icoRegistrationNumber ? ` ${footerText.ico(provider.icoRegistrationNumber)}` : null}
      </p>
    </section>
  );
}

export function Footer({ home }: { home: Home }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logoLink}>
            <Logo tone="light" home={home} />
            <span className="visually-hidden">{headerText.homeLinkSuffix}</span>
          </Link>
          <p className={styles.summary}>{home.summary}</p>
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>{footerText.visitTitle}</h2>
          <div className={styles.address}>
            <MapPinIcon />
            <PostalAddress home={home} />
          </div>
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>{footerText.talkTitle}</h2>
          <ul className={styles.contactList}>
            <li>
              <a href={home.phone.href} className={`${styles.link} ${styles.contactLink}`}>
                <PhoneIcon />
                <PhoneText number={home.phone.display} />
              </a>
            </li>
            <li>
              <a href={home.email.href} className={`${styles.link} ${styles.contactLink}`}>
                <MailIcon />
                {home.email.display}
              </a>
            </li>
          </ul>
          <BookingButton variant="onDark">{site.booking.enquiryText}</BookingButton>
        </div>

        <nav id={FOOTER_NAV_ID} aria-label={footerText.navLabel} className={styles.column}>
          <h2 className={styles.heading}>{footerText.exploreTitle}</h2>
          <LinkList
            items={[{ href: '/', label: footerText.home }, ...navItems, ...familyNavItems, careersNavItem]}
            className={styles.linkList}
          />
        </nav>
      </div>

      <div className={styles.base}>
        <div className={styles.baseInner}>
          <WhoRunsTheHome home={home} />
          <p className={styles.copyright}>{footerText.copyright(home.name)}</p>
          <LinkList items={legalNavItems} className={styles.legalList} />
        </div>
      </div>
    </footer>
  );
}
