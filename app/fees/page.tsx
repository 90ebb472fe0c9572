import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { extraPriceText, feesCopy as copy, feeText, reviewedText } from '@/lib/content/families';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { StructuredData } from '@/components/layout/structured-data';
import { PriceTable } from '@/components/families/price-table';
import { Prose, TextCard } from '@/components/families/text-card';
import { FundingRoutes } from '@/components/families/funding-routes';
import { VacancyNote } from '@/components/facts/vacancy-note';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { RunningText, TextBlocks } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import cards from '@/components/families/text-card.module.css';
import { roomsCopy } from '@/lib/content/rooms';
import styles from './fees.module.css';

export const generateMetadata = pageWordsMetadata('feesPage', '/fees');

export default async function FeesPage() {
  const [fees, facts, care, words] = await Promise.all([
    getContent('fees'),
    getContent('facts'),
    getContent('careKinds'),
    getContent('feesPage'),
  ]);
  return (
    <>
      <PageIntro {...words.intro} />
      <Section title={copy.fees.title} lead={words.feesLead} id="fees">
        <div className={styles.feeGrid}>
          <PriceTable
            caption={copy.fees.caption}
            columns={{ name: copy.fees.columns.kind, price: copy.fees.columns.fee }}
            rows={fees.stays.map((stay) => ({
              name: stay.kind,
              detail: stay.note,
              price: feeText(stay),
              // A fee by room leads to the rooms it is the range of.
              ...(stay.byRoom ? { href: '/rooms' } : {}),
            }))}
          />
          <VacancyNote vacancies={facts.vacancies} />
        </div>
        {fees.roomFees.length > 0 ? (
          <div className={styles.byRoom}>
            <PriceTable
              caption={roomsCopy.feesByRoom.caption}
              columns={{ name: roomsCopy.feesByRoom.columns.room, price: roomsCopy.feesByRoom.columns.fee }}
              rows={fees.roomFees.map((room) => ({
                name: room.name,
                href: `/rooms#${room.slug}`,
                price: roomsCopy.fee(room.fee),
              }))}
            />
          </div>
        ) : null}
        <p className={styles.reviewed}>{reviewedText(fees.reviewedOn)}</p>
        {care.length > 0 ? (
          <nav aria-labelledby="care-kinds-title" className={styles.kinds}>
            <h3 id="care-kinds-title">{copy.fees.kindsTitle}</h3>
            <ul>
              {care.map((kind) => (
                <li key={kind.id}>
                  <Link href={`/care/${kind.slug}`}>{kind.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Section>
      <Section tone="sage" title={copy.covers.title} id="fee-covers">
        <div className={styles.columns}>
          <Prose blocks={fees.feeCovers} />
          <div className={cards.prose}>
            <h3>{copy.extras.title}</h3>
            <p>{words.extrasLead}</p>
            {fees.extras.length > 0 ? (
              <PriceTable
                caption={copy.extras.caption}
                columns={{ name: copy.extras.columns.item, price: copy.extras.columns.price }}
                rows={fees.extras.map((extra) => ({ name: extra.item, price: extraPriceText(extra) }))}
              />
            ) : (
              <p>{copy.extras.none}</p>
            )}
          </div>
        </div>
      </Section>
      <Section title={copy.terms.title} id="terms">
        <ul className={cards.cards}>
          <TextCard title={copy.terms.deposit} blocks={fees.deposit}>
            <p className={styles.figure}>{copy.terms.depositAmount(fees.depositAmount)}</p>
          </TextCard>
          <TextCard title={copy.terms.trial} blocks={fees.trialPeriod} />
          <TextCard title={copy.terms.feeChanges} blocks={fees.feeChanges} />
        </ul>
      </Section>
      <Section tone="sage" title={copy.funding.title} lead={words.fundingLead} id="funding">
        <FundingRoutes routes={fees.fundingRoutes} />
        <div className={`${cards.prose} ${styles.topUps}`}>
          <h3>{copy.funding.topUps}</h3>
          <TextBlocks blocks={fees.topUps} />
          <p>
            <RunningText value={copy.funding.advice} />
          </p>
        </div>
      </Section>
      <Section title={copy.contract.title} lead={words.contractLead} id="contract" narrow>
        <Prose blocks={fees.contractSummary}>
          <p>
            <ExternalLink href={fees.contractHref} className={buttonClass('primary')}>
              {copy.contract.download} ({copy.contract.fileType})
            </ExternalLink>
          </p>
          <p>
            <Link href="/complaints">{copy.complaintsLink}</Link>
          </p>
        </Prose>
      </Section>
      <VisitInvitation />
      <StructuredData />
    </>
  );
}
