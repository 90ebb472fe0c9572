import { Link } from '@/components/ui/link';
import { site } from '@/lib/site';
import { BookingButton } from '@/components/booking/booking-button';
import { CalendarIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { PhoneText } from '@/components/ui/phone-text';
import type { Home } from '@/lib/content-types';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { MobileMenu } from './mobile-menu';
import { FOOTER_NAV_ID } from './footer';
import { callLead, headerText } from '@/lib/content/shared';
import styles from './header.module.css';

/** The shared header: a contact strip, then the logo, the main navigation and the enquiry button. */
export function Header({ home }: { home: Home }) {
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <a href={home.phone.href} className={styles.stripLink}>
            <PhoneIcon />
            <PhoneText
              lead={<span className={styles.stripLabel}>{headerText.stripCallLead}</span>}
              number={home.phone.display}
            />
          </a>
          {/* Shown where the bar has no room for its enquiry button, or the screen is short: the badge waits meanwhile. */}
          <BookingButton className={`${styles.stripLink} ${styles.stripBooking}`}>
            <CalendarIcon />
            {site.booking.badgeText}
          </BookingButton>
          <a href={home.email.href} className={`${styles.stripLink} ${styles.stripEmail}`}>
            <MailIcon />
            {home.email.display}
          </a>
        </div>
      </div>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          <Logo home={home} />
          <span className="visually-hidden">{headerText.homeLinkSuffix}</span>
        </Link>
        <nav aria-label={headerText.navLabel} className={styles.nav}>
          <NavLinks listClassName={styles.navList} linkClassName={styles.navLink} />
        </nav>
        <div className={styles.enquiry}>
          <BookingButton>{site.booking.enquiryText}</BookingButton>
        </div>
        <div className={styles.menu}>
          <MobileMenu footerNavId={FOOTER_NAV_ID}>
            <BookingButton block>{site.booking.enquiryText}</BookingButton>
            <a href={home.phone.href} className={styles.menuPhone}>
              <PhoneIcon />
              <PhoneText lead={callLead} number={home.phone.display} />
            </a>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
