import type { ReviewFacts } from '@/lib/cms/types';
import { formatDate } from '@/lib/dates';
import { site } from '@/lib/site';
import { email, phone, text, web, type RichText, type TextBlock } from './rich-text';

// The two pages that say how the site itself behaves: how the reviews it quotes are chosen (the CMA's guidance on
// reviews, CMA208, under the DMCC Act 2024), and how accessible it is. Each says only what the code does: a change to
// the reviews section (components/home/reviews.tsx, REVIEWS_SHOWN) or to what the tests check is a change here too.

/** A section of a policy page: its heading, and its running text. */
export type PolicySection = { id: string; title: string; blocks: readonly TextBlock[] };

const paragraph = (value: RichText): TextBlock => ({ kind: 'paragraph', text: value });
const list = (...items: RichText[]): TextBlock => ({ kind: 'list', ordered: false, items });

const review = site.reviewSite.name;
const { replyWorkingDays } = site.accessibility;

/** The reviews policy's title, opening words, date, and the words of the link to it beside the reviews. */
export const reviewsPolicy = {
  metaTitle: 'Reviews policy',
  intro: {
    eyebrow: 'Reviews policy',
    title: 'How we gather, choose and check our reviews',
    lead:
      'Reviews help families choose a care home, so they must be real and shown fairly. This is how ours are ' +
      'written, which ones we quote, and what to do if you think one is not genuine.',
  },
  reviewed: `Last reviewed ${formatDate(site.reviewsPolicyReviewedOn)}`,
  linkText: 'How we choose and check reviews',
} as const;

/** The reviews policy's sections, with the score, count and listing as the facts that change give them. */
export function reviewsPolicySections(facts: ReviewFacts, shownOnHomePage: number): PolicySection[] {
  return [
    {
      id: 'where-from',
      title: 'Where our reviews come from',
      blocks: [
        paragraph(
          `Every review of ${site.name} is written on ${review}, an independent website where residents, their ` +
            'families and friends review care homes. It checks reviews against its own rules before it publishes ' +
            'them. We cannot write, change or remove a review there, and we never ask for a fair review to be ' +
            'taken down.',
        ),
        paragraph(
          'We invite every resident and family to write a review in the same way, whatever we think they might say.',
        ),
      ],
    },
    {
      id: 'which-we-quote',
      title: 'Which reviews we quote on this website',
      blocks: [
        paragraph(
          `Our home page quotes up to ${shownOnHomePage} reviews. We choose them from the reviews on ${review}, ` +
            'copy their words exactly as they were written there, and give each one’s star rating and date. Because ' +
            'we choose them, they are not a fair sample of every review, and the home page says so beside them.',
        ),
        paragraph(
          'When every review we quote has four or five stars, the home page says “Displaying our 4 & 5 star ' +
            'reviews”, so that you know the lower ones are not among them.',
        ),
        paragraph(
          `The score and the number of reviews beside them are ${review}’s own, as our staff last copied them: ` +
            `${facts.score} out of 10 from ${facts.count} reviews.`,
        ),
      ],
    },
    {
      id: 'read-every-review',
      title: 'Read every review',
      blocks: [
        paragraph(
          text`All ${facts.count} reviews, with the lower scores too, are on ${review}: ${web(facts.listingUrl)}.`,
        ),
      ],
    },
    {
      id: 'no-paid-reviews',
      title: 'No review is paid for or written by us',
      blocks: [
        list(
          'We never pay for a review, and never offer anything for one: no gift, discount, prize or favour.',
          'Our staff, managers and owners, and their families, do not review the home, and nobody reviews it on our behalf.',
          'We do not ask only the families we expect to be pleased.',
        ),
      ],
    },
    {
      id: 'report-a-review',
      title: 'If you think a review is fake',
      blocks: [
        paragraph(
          text`If you think a review of us is fake, paid for or misleading, please tell us: call ${phone(site.phone)} or write to ${email(site.email)}. We reply within ${replyWorkingDays} working days, look into it, and ask ${review} to check any review we cannot stand behind.`,
        ),
        paragraph(
          `You can also report it to ${review} yourself, using the link to report a review on its page for the home.`,
        ),
      ],
    },
  ];
}

const { standard, reviewedOn, otherFormatWorkingDays } = site.accessibility;

/** The accessibility statement: what the site aims at, how it is checked, what falls short, and how to ask. */
export const accessibilityStatement = {
  metaTitle: 'Accessibility statement',
  intro: {
    eyebrow: 'Accessibility',
    title: 'Accessibility statement',
    lead:
      'We built this website for older readers and their families. This is how well it meets that aim, how we ' +
      'check it, and how to ask for anything in a format that suits you better.',
  },
  reviewed: `Last reviewed ${formatDate(reviewedOn)}`,
  sections: [
    {
      id: 'how-accessible',
      title: 'How accessible this website is',
      blocks: [
        paragraph(
          `This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It partially ` +
            `conforms to ${standard}: automated checks pass on every page, but not every part has been checked ` +
            'by hand, and two parts come from other companies (see below).',
        ),
        paragraph('You should be able to:'),
        list(
          'make the text up to twice as large in your browser’s settings, with nothing cut off or overlapping',
          'use every link, button, menu and pop-up with a keyboard alone, and close any pop-up with the Escape key',
          'read every page with JavaScript turned off',
          'read text of at least 18 pixels, in colours with a contrast of at least 7 to 1',
          'tap every button and link easily: each is at least 44 pixels square, apart from links within a sentence',
          'stop movement: the site keeps still when your device asks for reduced motion',
        ),
      ],
    },
    {
      id: 'how-we-check',
      title: 'How we check it',
      blocks: [
        paragraph(
          'Before a change to the website’s code is accepted, automated tests check every page and every state ' +
            'that opens (the menu, the booking window, the photo viewer, each tab, each page of the gallery):',
        ),
        list(
          'with axe, against WCAG 2.2 A and AA and axe’s best practices, at a phone’s width and a desktop’s',
          'with the browser’s text at 150% and 200%, at both widths',
          'by keyboard: where the focus goes, that it can be seen, and that it comes back when a pop-up closes',
          'in three browser engines: those of Chrome, Firefox and Safari',
        ),
        paragraph(
          'What the home’s staff publish (a job, a review, the free rooms) goes live at the next build, held to the ' +
            'same content rules but not to these tests. By hand, we look at every page at a phone’s width and a ' +
            'desktop’s. We have not yet had the site tested with screen readers by a person who uses one every ' +
            'day, which is why we say it partially conforms.',
        ),
      ],
    },
    {
      id: 'known-problems',
      title: 'What is not fully accessible',
      blocks: [
        list(
          'The booking calendar is a page of Calendly’s, shown in a window on our site. We cannot change it, and ' +
            'it may not work well with a screen reader or a keyboard. You can always call or e-mail us to book ' +
            'instead.',
          'The map on the contact page comes from OpenStreetMap and cannot be used with a keyboard alone. The ' +
            'page gives our address and directions in words beside it.',
          'The brochure and the contract are PDF files. If you find them hard to read, ask us for them in ' +
            'another format.',
        ),
      ],
    },
    {
      id: 'other-formats',
      title: 'Information in another format',
      blocks: [
        paragraph(
          text`If you need anything on this website, our brochure, the contract or a letter from us in another format (large print, easy read, audio, braille, or read to you over the phone), call ${phone(site.phone)} or write to ${email(site.email)}. We answer within ${replyWorkingDays} working days and send what you asked for within ${otherFormatWorkingDays} working days.`,
        ),
        paragraph(
          'We follow the NHS Accessible Information Standard: we ask each resident, and the family or friend who ' +
            'supports them, how they prefer to be given information, note it, and use it.',
        ),
      ],
    },
    {
      id: 'report-a-problem',
      title: 'Tell us about a problem',
      blocks: [
        paragraph(
          text`If something on this website is hard to use, please tell us by phone (${phone(site.phone)}) or e-mail (${email(site.email)}), and we will put it right or give you what you need another way.`,
        ),
        paragraph(
          text`If you are not happy with our answer, the Equality Advisory and Support Service can help: ${web('https://www.equalityadvisoryservice.com/')}.`,
        ),
      ],
    },
  ] satisfies PolicySection[],
} as const;
