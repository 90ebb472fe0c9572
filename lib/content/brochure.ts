import type { HomeFacts } from '@/lib/kit';
import type { Home, ContentOf, RoomKind, Staffing } from '@/lib/content-types';
import { staffingCopy, staffingSummary } from '@/lib/content/staffing';
import { cqcCopy, cqcKeyQuestions, cqcWebsite, foodCopy, vacanciesCopy } from '@/lib/content/ratings';
import { kindFreeText, roomsCopy, sizeText } from '@/lib/content/rooms';
import { site } from '@/lib/site';

/** The brochure's own words, as the editors keep them ("Brochure" in the CMS). */
export type BrochureWords = ContentOf<'brochureWords'>;

/**
 * Everything the brochure the site makes says, from the home's details, the facts the pages are built from and the
 * brochure's own words: the PDF states the same rating, date and score as the pages because both read them here and
 * in lib/content/ratings.ts. What stays here is the brochure's structure: the small headings that name its parts.
 */
export function brochureCopy(
  facts: HomeFacts,
  home: Home,
  about: { title: string; lead: string },
  care: { name: string; summary: string }[],
  words: BrochureWords,
  rooms: readonly RoomKind[] = [],
  staffing: Staffing | null = null,
) {
  const vacancies = vacanciesCopy(facts.vacancies);
  const cqc = cqcCopy(facts.cqc);
  const food = foodCopy(facts.foodHygiene);
  const { address, capacity } = home;
  return {
    title: `${home.name}: brochure`,
    subject: home.strapline,
    cover: {
      eyebrow: words.coverLine,
      title: home.name,
      strapline: `${home.strapline}.`,
      sampleNote: words.sampleNote,
    },
    welcome: {
      eyebrow: 'Welcome',
      title: about.title,
      paragraphs: [home.summary, `${about.lead} ${words.welcomeMore}`],
      figures: [
        { value: String(capacity.residents), label: 'residents at most' },
        {
          value: `${capacity.gardenAcres} ${capacity.gardenAcres === 1 ? 'acre' : 'acres'}`,
          label: 'of gardens',
        },
        { value: `${facts.reviews.score}/10`, label: `from ${facts.reviews.count} reviews` },
      ],
    },
    ratings: {
      title: cqc.title,
      published: `${cqc.publishedLabel} ${cqc.published}`,
      keyQuestions: cqcKeyQuestions.map(({ id, label }) => ({
        label,
        rating: facts.cqc.keyQuestions[id] ?? cqc.notRated,
      })),
      report: { text: 'Read the report', href: facts.cqc.reportUrl },
      website: `Every inspected service in England is on the Care Quality Commission’s website, ${cqcWebsite.display}.`,
      food:
        typeof facts.foodHygiene.rating === 'number'
          ? `Food hygiene rated ${facts.foodHygiene.rating} out of 5 (${food.words.toLowerCase()}) by the Food Standards Agency, inspected ${food.inspected}.`
          : `Food hygiene rating: ${food.statement}`,
    },
    care: {
      eyebrow: 'The care we offer',
      // The kinds of care as the CMS has them, each in the line its page opens with.
      types: care.map(({ name, summary }) => ({ title: name, text: summary })),
    },
    rooms: {
      eyebrow: 'Your own room',
      title: roomsCopy.kindsTitle,
      // The same count, and the same day, as every page states.
      free: [
        vacancies.title === 'Rooms free now' ? `${vacancies.title}: ${vacancies.text}` : vacancies.text,
        vacancies.confirmed,
      ]
        .filter(Boolean)
        .join(' '),
      kinds: rooms.map((kind) => ({
        title: `${kind.name}: ${roomsCopy.fee(kind.fee)}`,
        text:
          `${sizeText(kind.size)}. ${kind.bathroom}. Looking over ${kind.outlook.charAt(0).toLowerCase()}` +
          `${kind.outlook.slice(1)}. ${kindFreeText(kind)}`,
      })),
    },
    staffing: {
      eyebrow: 'Day and night',
      title: staffingCopy.title,
      lines: staffing
        ? [
            staffingSummary(staffing),
            ...staffing.shifts.map(staffingCopy.shiftLine),
            ...[staffing.nursing, staffing.manager, staffing.onCall].flatMap((one) =>
              one ? [one.value] : [],
            ),
            ...(staffing.training
              ? [`${staffingCopy.training}: ${staffing.training.value.join('; ')}.`]
              : []),
            ...(staffing.team ? [staffingCopy.teamText(staffing.team.value)] : []),
          ].filter((line): line is string => Boolean(line))
        : [],
    },
    cannotMeet: { eyebrow: 'Honest from the start', title: 'What we cannot meet' },
    careSupporter: { eyebrow: 'Your rights', title: 'A care supporter, whatever happens' },
    life: { eyebrow: 'Everyday life', title: words.lifeTitle, items: words.life },
    visit: {
      eyebrow: 'Come and see us',
      title: words.visitTitle,
      lead: words.visitLead,
      contacts: [
        { label: 'Telephone', lines: [home.phone.display], href: home.phone.href },
        { label: 'E-mail', lines: [home.email.display], href: home.email.href },
        {
          label: 'Address',
          lines: [
            home.name,
            address.street,
            ...(address.locality ? [address.locality] : []),
            `${address.town}, ${address.county}`,
            address.postcode,
          ],
          href: null,
        },
        // The web address is printed only once NEXT_PUBLIC_SITE_URL names the live site.
        ...(/^https?:\/\/(localhost|127\.)/.test(site.url)
          ? []
          : [{ label: 'Online', lines: [site.url.replace(/^https?:\/\//, '')], href: site.url }]),
      ],
    },
  };
}

export type BrochureCopy = ReturnType<typeof brochureCopy>;
