import { getBrochure, getContent, getHome } from '@/lib/cms';
import type { ContentOf, CareKind, Staffing as StaffingFigures } from '@/lib/content-types';
import type { TextBlock } from '@/lib/rich-text';
import { introMetadata, pageMetadata } from '@/lib/metadata';
import { pagesBySlug } from '@/lib/pages-by-slug';
import { careCopy as copy } from '@/lib/content/care';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { CareActions } from '@/components/care/care-actions';
import { KindCards, KindFacts } from '@/components/care/kind-cards';
import { Staffing, StaffingSummary } from '@/components/care/staffing';
import { staffingCopy, staffingSummary } from '@/lib/content/staffing';
import { ServiceData } from '@/components/care/service-data';
import { Link } from '@/components/ui/link';
import { PageIntro } from '@/components/ui/page-intro';
import { Picture } from '@/components/ui/picture';
import { TextBlocks } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import styles from '@/components/care/care.module.css';

type Props = { params: Promise<{ kind?: string[] }> };

// /care lists the kinds of care the home gives, and /care/<slug> is each kind's own page, with its Service for search
// engines.
export const dynamicParams = false;
const pages = pagesBySlug('kind', () => getContent('careKinds'));
export const generateStaticParams = pages.params;
const kindOf = pages.itemOf;

export async function generateMetadata({ params }: Props) {
  const kind = await kindOf(params);
  if (!kind) return introMetadata((await getContent('carePage')).intro, '/care');
  return pageMetadata({ title: kind.name, description: kind.summary, path: `/care/${kind.slug}` });
}

/**
 * What the home cannot meet, in a panel of its own: a kind's own text first, when it has one, then the home's; nothing
 * while neither is published.
 */
function CannotMeet({ own = [], general }: { own?: TextBlock[]; general: TextBlock[] }) {
  if (own.length === 0 && general.length === 0) return null;
  return (
    <div className={styles.cannotMeet}>
      <TextBlocks blocks={own} headingLevel="h3" />
      {own.length > 0 && general.length > 0 ? (
        <div className={styles.general}>
          <TextBlocks blocks={general} headingLevel="h3" />
        </div>
      ) : (
        <TextBlocks blocks={general} headingLevel="h3" />
      )}
    </div>
  );
}

type Words = ContentOf<'carePage'>;

function CareIndex({
  kinds,
  cannotMeet,
  staffing,
  words,
}: {
  kinds: CareKind[];
  cannotMeet: TextBlock[];
  staffing: StaffingFigures | null;
  words: Words;
}) {
  return (
    <>
      {kinds.length > 0 ? (
        <Section title={copy.kinds.title} lead={words.kindsLead} id="kinds">
          <KindCards kinds={kinds} />
        </Section>
      ) : (
        <Section title={copy.none.title} lead={words.noneText} id="kinds" narrow />
      )}
      {staffing ? (
        <Section tone="white" title={staffingCopy.title} lead={staffingSummary(staffing)} id="staffing">
          <Staffing staffing={staffing} />
        </Section>
      ) : null}
      {cannotMeet.length > 0 ? (
        <Section
          tone="sage"
          title={copy.cannotMeet.title}
          lead={words.cannotMeetLead}
          id="cannot-meet"
          narrow
        >
          <CannotMeet general={cannotMeet} />
        </Section>
      ) : null}
    </>
  );
}

function KindPage({
  kind,
  cannotMeet,
  staffing,
}: {
  kind: CareKind;
  cannotMeet: TextBlock[];
  staffing: StaffingFigures | null;
}) {
  return (
    <div className={styles.body}>
      <div className={styles.prose}>
        {/* The editors' subheadings are h3s: under these h2s, never straight after the page's h1. */}
        <h2>{copy.sections.whoItSuits}</h2>
        <TextBlocks blocks={kind.whoItSuits} headingLevel="h3" />
        <h2>{copy.sections.whatItIncludes}</h2>
        <TextBlocks blocks={kind.whatItIncludes} headingLevel="h3" />
        <h2>{copy.sections.howToStart}</h2>
        <TextBlocks blocks={kind.howToStart} headingLevel="h3" />
        {staffingSummary(staffing) ? (
          <>
            <h2 id="staffing">{staffingCopy.title}</h2>
            <StaffingSummary staffing={staffing} />
          </>
        ) : null}
        <h2 id="cannot-meet">{copy.sections.cannotMeet}</h2>
        <CannotMeet own={kind.cannotMeet} general={cannotMeet} />
        <p>
          <Link href="/care" className={styles.back}>
            {copy.back}
          </Link>
        </p>
      </div>
      <div className={styles.aside}>
        {kind.photo ? (
          <div className={styles.picture}>
            <Picture image={kind.photo} sizes="(max-width: 64rem) 100vw, 320px" />
          </div>
        ) : null}
        <KindFacts
          kind={kind}
          className={styles.facts}
          feeMore={
            <>
              {kind.fee?.note ? <span className={styles.feeNote}>{kind.fee.note}</span> : null}
              <Link href="/fees" className={styles.back}>
                {copy.facts.feeLink}
              </Link>
            </>
          }
        />
      </div>
    </div>
  );
}

export default async function Care({ params }: Props) {
  const [kind, cannotMeet, staffing, brochure, home, words] = await Promise.all([
    kindOf(params),
    getContent('cannotMeet'),
    getContent('staffing'),
    getBrochure(),
    getHome(),
    getContent('carePage'),
  ]);
  const invitation = <VisitInvitation title={words.invitationTitle} lead={words.invitationLead} />;
  const actions = <CareActions brochure={brochure} />;
  if (!kind)
    return (
      <>
        <PageIntro {...words.intro} actions={actions} />
        <CareIndex
          kinds={await getContent('careKinds')}
          cannotMeet={cannotMeet}
          staffing={staffing}
          words={words}
        />
        {invitation}
      </>
    );
  return (
    <>
      <PageIntro eyebrow={words.intro.eyebrow} title={kind.name} lead={kind.summary} actions={actions} />
      <KindPage kind={kind} cannotMeet={cannotMeet} staffing={staffing} />
      {invitation}
      <ServiceData kind={kind} home={home} />
    </>
  );
}
