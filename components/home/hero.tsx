import Image from 'next/image';
import type { Brochure, HomeFacts, SiteImage } from '@/lib/cms/types';
import { badgeFile } from '@/lib/badges';
import { site } from '@/lib/site';
import { home } from '@/lib/content/home';
import { cqcCopy, foodCopy, foodRatingUrl } from '@/lib/content/ratings';
import { VacancyNote } from '@/components/facts/vacancy-note';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { CalendarIcon } from '@/components/ui/icons';
import { Logo } from '@/components/layout/logo';
import styles from './hero.module.css';
import { Picture } from '@/components/ui/picture';

const copy = home.hero;

/**
 * The first screen: who we are, the two main actions, the rooms free, and the inspection ratings with their dates.
 * `image` is the gallery's first photo, so editors choose it by putting it first.
 */
export function Hero({
  image,
  facts,
  brochure,
}: {
  image: SiteImage | null;
  facts: HomeFacts;
  brochure: Brochure;
}) {
  const ratings = { cqc: cqcCopy(facts.cqc), food: foodCopy(facts.foodHygiene) };
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
            <ExternalLink href={brochure.href} className={buttonClass('secondary')}>
              {site.brochure.label}
            </ExternalLink>
            <BookingButton>
              <CalendarIcon />
              {copy.bookText}
            </BookingButton>
          </div>
          <VacancyNote vacancies={facts.vacancies} />
          <ul className={styles.badges} aria-label={copy.ratingsLabel}>
            <li>
              <ExternalLink href={facts.cqc.reportUrl} className={styles.badgeLink}>
                <Image
                  src={`/badges/${badgeFile.cqc(facts.cqc.overall)}`}
                  width={240}
                  height={120}
                  alt={ratings.cqc.badgeAlt}
                />
              </ExternalLink>
              <p className={styles.badgeDate}>
                Report published <span>{ratings.cqc.published}</span>
              </p>
            </li>
            <li>
              <ExternalLink href={foodRatingUrl(facts.foodHygiene)} className={styles.badgeLink}>
                <Image
                  src={`/badges/${badgeFile.foodHygiene(facts.foodHygiene.rating)}`}
                  width={240}
                  height={120}
                  alt={ratings.food.badgeAlt}
                />
              </ExternalLink>
              <p className={styles.badgeDate}>
                {ratings.food.dateLabel} <span>{ratings.food.inspected}</span>
              </p>
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
