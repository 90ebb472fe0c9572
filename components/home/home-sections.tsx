import { Link } from '@/components/ui/link';
import type { ContentOf } from '@/lib/cms';
import type { HomeFacts } from '@/lib/kit';
import type { CareKind, Staffing as StaffingFigures } from '@/lib/content-types';
import { homeLabels } from '@/lib/content/home';
import { cqcCopy } from '@/lib/content/ratings';
import { site } from '@/lib/site';
import { CqcRatings } from '@/components/facts/cqc-ratings';
import { KindCards } from '@/components/care/kind-cards';
import { StaffingSummary } from '@/components/care/staffing';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { TextBlocks } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import styles from './home-sections.module.css';

/** The home page's words, as the editors keep them ("Words of the Home page"). */
type HomeCopy = ContentOf<'homePage'>;

/** The welcome: what it is like here, with the way to learn more and to enquire. */
export function Intro({ copy }: { copy: HomeCopy }) {
  const labels = homeLabels.intro;
  return (
    <Section eyebrow={labels.eyebrow} title={copy.welcomeTitle} id="welcome" narrow>
      <TextBlocks blocks={copy.welcome} />
      <div className={styles.actions}>
        <Link href="/about" className={buttonClass('secondary')}>
          {labels.moreText}
          <ArrowRightIcon />
        </Link>
        <BookingButton>{site.booking.enquiryText}</BookingButton>
      </div>
    </Section>
  );
}

/** The kinds of care, each with the way to its page; nothing while the editors have published none. */
export function CareKinds({
  kinds,
  title,
  staffing,
}: {
  kinds: CareKind[];
  title: string;
  staffing: StaffingFigures | null;
}) {
  const labels = homeLabels.care;
  if (kinds.length === 0) return null;
  return (
    <Section eyebrow={labels.eyebrow} title={title} id="care">
      <KindCards kinds={kinds} />
      <StaffingSummary staffing={staffing} className={styles.staffing} />
      <div className={styles.actions}>
        <Link href="/care" className={buttonClass('secondary')}>
          {labels.allText}
          <ArrowRightIcon />
        </Link>
      </div>
    </Section>
  );
}

/** The four reasons families choose the home, in the editors' words. */
export function FeatureTiles({ copy }: { copy: HomeCopy }) {
  return (
    <Section tone="sage" title={copy.tilesTitle} id="why-us">
      <ul className={styles.tiles}>
        {copy.tiles.map((tile, index) => (
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
export function Advice({ copy }: { copy: HomeCopy }) {
  const labels = homeLabels.advice;
  return (
    <Section eyebrow={labels.eyebrow} title={copy.adviceTitle} lead={copy.adviceLead} id="advice">
      <div className={styles.advice}>
        {copy.advice.map((item) => (
          <article key={item.title} className={styles.adviceItem}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            <p>
              <Link href={item.linkTo} className={styles.adviceLink}>
                {item.linkText}
                <ArrowRightIcon />
              </Link>
            </p>
          </article>
        ))}
      </div>
      <div className={styles.actions}>
        <CallLink lead={labels.callLead} className={buttonClass('secondary')} />
      </div>
    </Section>
  );
}

/** The regulator's ratings, with the date of the report and the way to read it. */
export function CqcReport({ facts, text }: { facts: HomeFacts; text: string }) {
  return (
    <Section tone="white" eyebrow={homeLabels.cqc.eyebrow} title={cqcCopy(facts.cqc).title} id="cqc" narrow>
      <p>{text}</p>
      <CqcRatings cqc={facts.cqc} />
    </Section>
  );
}
