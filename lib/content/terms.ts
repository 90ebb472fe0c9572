import { site } from '@/lib/site';
import type { TextTab } from './tabbed-text';

export const terms = {
  lastUpdated: `Last updated ${site.privacy.termsLastUpdated}`,
  tabsLabel: 'Terms and conditions sections',
  defaultTab: 'acceptance',
  tabs: [
    {
      id: 'acceptance',
      label: 'Acceptance',
      title: 'Accepting these terms',
      paragraphs: [
        `These terms apply to your use of the ${site.name} website. By using the website you accept them. If you do not agree with them, please do not use the website.`,
        'We may update these terms from time to time; the date at the top of this page shows when they last changed. These terms are governed by the law of England and Wales.',
      ],
    },
    {
      id: 'use',
      label: 'Website use',
      title: 'Using this website',
      paragraphs: [
        'You are welcome to read, print and share the pages of this website for your own information and to help you or a relative choose care.',
        'Please do not misuse the website: do not try to gain unauthorised access to it or to the systems behind it, or introduce anything harmful. We do our best to keep the website available and accurate, but we cannot promise that it will always be available or free of errors.',
      ],
    },
    {
      id: 'ip',
      label: 'Intellectual property',
      title: 'Our words and pictures',
      paragraphs: [
        `The text, photographs, illustrations, logo and design of this website belong to ${site.name} or are used with permission. You may not copy them for commercial use without our written consent.`,
        'Photographs of residents and staff are published with their consent; please do not reuse them anywhere else.',
      ],
    },
    {
      id: 'enquiries',
      label: 'Enquiries & bookings',
      title: 'Enquiries and booking a visit',
      paragraphs: [
        `When you contact us or book a visit, we aim to reply within ${site.privacy.enquiryReplyBusinessDays} business days, and usually sooner. Booking a visit or a call places you under no obligation.`,
        'Information on this website is a general description of our home and services. It is not an offer of a place or of any particular care. Places, fees and the care we can provide are agreed only after an assessment and in a written contract.',
      ],
    },
    {
      id: 'links',
      label: 'External links',
      title: 'Links to other websites',
      paragraphs: [
        'This website links to other websites, such as the Care Quality Commission, the Food Standards Agency, independent review sites, our booking provider and map services. These links open in a new tab.',
        'We are not responsible for the content or privacy practices of other websites; please read their own terms and privacy policies.',
      ],
    },
    {
      id: 'liability',
      label: 'Liability',
      title: 'Our responsibility to you',
      paragraphs: [
        'We take care to keep the information on this website accurate and up to date, but it is provided for general information and is not professional advice. Please contact us to confirm anything that matters to your decision.',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. Otherwise we are not liable for any loss arising from the use of this website.',
      ],
    },
  ] satisfies readonly TextTab[],
} as const;
