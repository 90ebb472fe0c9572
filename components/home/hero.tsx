import Image from 'next/image';
import type { SiteImage } from '@/lib/cms/types';
import { site } from '@/lib/site';
import { home } from '@/lib/content/home';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { CalendarIcon } from '@/components/ui/icons';
import { Logo } from '@/components/layout/logo';
import styles from './hero.module.css';
import { Picture } from '@/components/ui/picture';

const copy = home.hero;

/** The first screen: who we are, the two main actions, and the inspection ratings. */
/** `image` is the gallery's first photo, so editors choose it by putting it first. */
export function Hero({ image }: { image: SiteImage | null }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <div className={styles.logo}>
            <Logo />
          </div>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="hero-title">{copy.title}</h1>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.actions}>
            <ExternalLink href={site.brochure.href} className={buttonClass('secondary')}>
              {site.brochure.label}
            </ExternalLink>
            <BookingButton>
              <CalendarIcon />
              {copy.bookText}
            </BookingButton>
          </div>
          <ul className={styles.badges} aria-label={copy.ratingsLabel}>
            <li>
              <ExternalLink href={site.cqc.reportUrl} className={styles.badgeLink}>
                <Image src="/badges/cqc-rating.svg" width={240} height={120} alt={copy.cqcBadgeAlt} />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.foodHygiene.url} className={styles.badgeLink}>
                <Image
                  src="/badges/food-hygiene-rating.svg"
                  width={240}
                  height={120}
                  alt={copy.foodBadgeAlt}
                />
              </ExternalLink>
            </li>
          </ul>
        </div>
        {image ? (
          <div className={styles.picture}>
            <Picture
              image={image}
              sizes="(max-width: 64rem) 100vw, 600px"
              loading="eager"
              fetchPriority="high"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
