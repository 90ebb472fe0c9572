import Link from 'next/link';
import { home } from '@/lib/content/home';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import { PhoneText } from '@/components/ui/phone-text';
import { site } from '@/lib/site';
import styles from './home-sections.module.css';

/** The welcome: what it is like here, with the way to learn more and to enquire. */
export function Intro() {
  const copy = home.intro;
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} id="welcome" narrow>
      {copy.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
      <div className={styles.actions}>
        <Link href="/about" className={buttonClass('secondary')}>
          {copy.moreText}
          <ArrowRightIcon />
        </Link>
        <BookingButton>{site.booking.enquiryText}</BookingButton>
      </div>
    </Section>
  );
}

/** The four reasons families choose the home. */
export function FeatureTiles() {
  return (
    <Section tone="sage" title={home.tilesTitle} id="why-us">
      <ul className={styles.tiles}>
        {home.tiles.map((tile, index) => (
          <li key={tile.title} className={styles.tile}>
            <span className={styles.tileNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{tile.title}</h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Answers to the first questions families have. */
export function Advice() {
  const copy = home.advice;
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} id="advice">
      <div className={styles.advice}>
        {copy.items.map((item) => (
          <article key={item.title} className={styles.adviceItem}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
      <div className={styles.actions}>
        <a href={site.phone.href} className={buttonClass('secondary')}>
          <PhoneText lead={copy.callLead} />
        </a>
      </div>
    </Section>
  );
}

/** The regulator's rating, its date and the full report. */
export function CqcReport() {
  const copy = home.cqc;
  return (
    <Section tone="white" eyebrow={copy.eyebrow} title={copy.title} id="cqc" narrow>
      <p>{copy.text}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.ratingLabel}</dt>
          <dd>{site.cqc.rating}</dd>
        </div>
        <div>
          <dt>{copy.inspectedLabel}</dt>
          <dd>{site.cqc.inspected}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <ExternalLink href={site.cqc.reportUrl} className={buttonClass('secondary')}>
          {copy.linkText}
        </ExternalLink>
      </div>
    </Section>
  );
}
