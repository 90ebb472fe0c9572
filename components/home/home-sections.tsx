import { Link } from '@/components/ui/link';
import type { HomeFacts } from '@/lib/cms/types';
import type { CareKind } from '@/lib/content-types/care';
import { featureTiles, home } from '@/lib/content/home';
import { cqcCopy } from '@/lib/content/ratings';
import { CqcRatings } from '@/components/facts/cqc-ratings';
import { KindCards } from '@/components/care/kind-cards';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
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

/** The kinds of care, each with the way to its page; nothing while the editors have published none. */
export function CareKinds({ kinds }: { kinds: CareKind[] }) {
  const copy = home.care;
  if (kinds.length === 0) return null;
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title} id="care">
      <KindCards kinds={kinds} />
      <div className={styles.actions}>
        <Link href="/care" className={buttonClass('secondary')}>
          {copy.allText}
          <ArrowRightIcon />
        </Link>
      </div>
    </Section>
  );
}

/** The four reasons families choose the home; `tileScore` is the editors' score for the third. */
export function FeatureTiles({ tileScore }: { tileScore: number }) {
  return (
    <Section tone="sage" title={home.tilesTitle} id="why-us">
      <ul className={styles.tiles}>
        {featureTiles(tileScore).map((tile, index) => (
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
            {'link' in item ? (
              <p>
                <Link href={item.link.href} className={styles.adviceLink}>
                  {item.link.text}
                  <ArrowRightIcon />
                </Link>
              </p>
            ) : null}
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

/** The regulator's ratings, with the date of the report and the way to read it. */
export function CqcReport({ facts }: { facts: HomeFacts }) {
  const copy = home.cqc;
  return (
    <Section tone="white" eyebrow={copy.eyebrow} title={cqcCopy(facts.cqc).title} id="cqc" narrow>
      <p>{copy.text}</p>
      <CqcRatings cqc={facts.cqc} />
    </Section>
  );
}
