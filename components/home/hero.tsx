import Image from 'next/image';
import type { ReactNode } from 'react';
import type { Brochure, HomeFacts, SiteImage } from '@/lib/kit';
import type { Home } from '@/lib/content-types';
import { badgeFile } from '@/lib/badges';
import { site } from '@/lib/site';
import { homeLabels } from '@/lib/content/home';
import { cqcCopy, foodCopy, foodRatingUrl } from '@/lib/content/ratings';
import { VacancyNote } from '@/components/facts/vacancy-note';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { CalendarIcon } from '@/components/ui/icons';
import { Logo } from '@/components/layout/logo';
import styles from './hero.module.css';
import { Picture } from '@/components/ui/picture';

const labels = homeLabels.hero;

/**
 * The first screen: who we are, the two main actions, the rooms free, and the inspection ratings with their dates.
 * `image` is the gallery's first photo, so editors choose it by putting it first.
 */
export function Hero({
  image,
  facts,
  brochure,
  home,
  copy,
}: {
  image: SiteImage | null;
  facts: HomeFacts;
  brochure: Brochure;
  home: Home;
  /** The editors' words at the top of the home page. */
  copy: { eyebrow: string; lead: string };
}) {
  const ratings = { cqc: cqcCopy(facts.cqc), food: foodCopy(facts.foodHygiene) };
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <div className={styles.logo}>
            <Logo home={home} />
          </div>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="hero-title">{home.strapline}</h1>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.actions}>
            <ExternalLink href={brochure.href} className={buttonClass('secondary')}>
              {site.brochure.label}
            </ExternalLink>
            <BookingButton>
              <CalendarIcon />
              {labels.bookText}
            </BookingButton>
          </div>
          <VacancyNote vacancies={facts.vacancies} />
          <ul className={styles.badges} aria-label={labels.ratingsLabel}>
            <RatingBadge
              href={facts.cqc.reportUrl}
              file={badgeFile.cqc(facts.cqc.overall)}
              alt={ratings.cqc.badgeAlt}
            >
              Report published <span>{ratings.cqc.published}</span>
            </RatingBadge>
            <RatingBadge
              href={foodRatingUrl(facts.foodHygiene)}
              file={badgeFile.foodHygiene(facts.foodHygiene.rating)}
              alt={ratings.food.badgeAlt}
            >
              {ratings.food.dateLabel} <span>{ratings.food.inspected}</span>
            </RatingBadge>
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

/** A regulator's badge, linked to its report, with the date the rating is from (its children). */
function RatingBadge(props: { href: string; file: string; alt: string; children: ReactNode }) {
  return (
    <li>
      <ExternalLink href={props.href} className={styles.badgeLink}>
        <Image src={`/badges/${props.file}`} width={240} height={120} alt={props.alt} />
      </ExternalLink>
      <p className={styles.badgeDate}>{props.children}</p>
    </li>
  );
}
