import type { Provider } from '@/lib/cms/types';
import { site } from '@/lib/site';
import { email, phone, text, web } from './rich-text';
import type { TextTab } from './tabbed-text';
import type { RichText } from './rich-text';

const { regulator, responseDays, lastUpdated } = site.privacy;

export const privacy = {
  lastUpdated: `Last updated ${lastUpdated}`,
  tabsLabel: 'Privacy policy sections',
  defaultTab: 'overview',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      title: 'Who we are and what this policy covers',
      paragraphs: [
        `${site.name} (“we”, “us”) runs this website and is the controller of the personal information described here, under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        'This website has no forms, no accounts and no advertising, and it sets no cookies of its own. We collect as little as we can. This policy explains what information is handled when you visit, why, by whom and for how long, and the rights you have over it.',
        'It covers this website only. The care we provide to residents is covered by a separate privacy notice, which we give to every resident and their representatives.',
      ],
    },
    {
      id: 'collection',
      label: 'Data collection',
      title: 'What information is collected',
      paragraphs: ['When you use this website, information is handled in these ways only:'],
      points: [
        'Visiting a page: the company that hosts the website records technical details of each request (your IP address, browser type, the page asked for and the time) in server logs, to deliver the site and keep it secure.',
        'Booking a visit: if you open the booking window, the booking page is provided by Calendly, which receives your IP address and the details you choose to enter (such as your name, e-mail address and preferred time), and may set cookies. Nothing is sent to Calendly unless you open the booking window.',
        `Showing the map: if you choose to show the map on our contact page, it is loaded from ${site.map.provider}, which receives your IP address. Nothing is sent to ${site.map.provider} unless you choose to show the map.`,
        'Contacting us: if you phone or e-mail us, we receive what you tell us, such as your name, contact details and information about the person you are enquiring for.',
        'Applying for a job: if you send us a CV or a letter, we receive what it says about you, your work and your contact details.',
      ],
    },
    {
      id: 'use',
      label: 'How we use data',
      title: 'Why we use it, and on what basis',
      paragraphs: [
        'Server logs are used to deliver the website and to detect and prevent misuse. Our lawful basis is our legitimate interest in running a secure website.',
        `Enquiries and bookings are used to reply to you, to arrange visits and to discuss care. Our lawful basis is taking steps at your request before any agreement, and our legitimate interest in answering enquiries. We normally reply within ${site.privacy.enquiryReplyBusinessDays} business days.`,
        'Applications are used to consider you for work with us. Our lawful basis is taking steps at your request before a contract of employment. If we offer you a job, we carry out the checks the law requires of care work (a Disclosure and Barring Service check and your right to work in the UK) with your knowledge.',
        'Where an enquiry includes information about someone’s health, we use it only to understand their care needs, under the conditions the law sets for health and social care. We never sell your information or use it for marketing without your consent.',
      ],
    },
    {
      id: 'protection',
      label: 'Data protection',
      title: 'How long we keep it, and how we protect it',
      paragraphs: [
        `Server logs are kept by our hosting provider for no more than 30 days. Enquiries that do not lead to a stay are deleted within 12 months, and applications that do not lead to a job within ${site.privacy.applicationMonths} months; if someone comes to stay with us, their information becomes part of their care records, kept for the periods that health and social care law requires.`,
        'Information is held on secure systems in the United Kingdom, or with providers who protect it to the standards UK law requires when it is handled abroad (Calendly operates in the United States under the UK Extension to the EU-US Data Privacy Framework). Only staff who need the information can see it, and all staff are trained in data protection.',
      ],
    },
    {
      id: 'photos',
      label: 'Photographs',
      title: 'Photographs of residents, and taking one down',
      paragraphs: [
        'The photographs on this website show the house, the gardens and everyday life here. We show one in which a resident can be recognised only with their consent, recorded before it is published: their own, or, for a resident who cannot decide for themselves, that of their attorney under a health and welfare Lasting Power of Attorney, or a decision made in their best interests, recorded with who made it. Each consent has a date by which we review it: from that date the photograph is left out of the website (which is rebuilt every day) until the consent has been reviewed. Who gave consent, and how, stays in our own records: it is never on the website.',
        text`Anyone may withdraw consent, or ask us to take a photograph down, at any time: of yourself, or of someone you act for. Call us on ${phone(site.phone)} or e-mail ${email(site.email)}, saying which page it is on and what it shows. We unpublish it on the working day we hear from you, and unpublishing it rebuilds the website: the photograph, in every size, is gone from the site when that build ends, usually within a few minutes. Copies that search engines have kept can take some days longer to disappear from their results.`,
      ],
    },
    {
      id: 'rights',
      label: 'Your rights',
      title: 'Your rights and how to use them',
      paragraphs: ['Under UK data protection law you have the right to:'],
      points: [
        'ask for a copy of the information we hold about you;',
        'ask us to correct information that is wrong or incomplete;',
        'ask us to delete your information, or to limit how we use it;',
        'object to our use of your information where we rely on our legitimate interests;',
        'ask for information you gave us to be passed to you or to another organisation.',
      ],
    },
    {
      id: 'contact',
      label: 'Contact us',
      title: 'Questions and complaints',
      paragraphs: [
        text`To use any of your rights or to ask about this policy, contact us by telephone on ${phone(site.phone)}, by e-mail at ${email(site.email)}, or by post at ${site.addressLine}. There is no charge, and we will reply within ${responseDays} days.`,
        text`If you are unhappy with how we have handled your information, you can complain to the ${regulator.name}, the UK’s data protection regulator, on ${phone(regulator.phone)} or at ${web(regulator.url)}. We would be grateful for the chance to put things right first.`,
      ],
    },
  ] satisfies readonly TextTab[],
} as const;

/**
 * Who the controller of the personal information is: the company that runs the home, as the editors name it in "Who
 * runs the home", with its ICO registration; the home's own name until they do.
 */
export function controllerParagraph(provider: Provider | null): RichText {
  if (!provider) return privacy.tabs[0]!.paragraphs[0]!;
  const ico = provider.icoRegistrationNumber
    ? ` It is registered with the Information Commissioner’s Office under number ${provider.icoRegistrationNumber}.`
    : '';
  return (
    `${site.name} (“we”, “us”) is run by ${provider.companyName}, a company registered in ${provider.registeredIn} ` +
    `(number ${provider.companyNumber}; registered office: ${provider.registeredOffice}), which runs this website ` +
    'and is the controller of the personal information described here, under the UK General Data Protection ' +
    `Regulation (UK GDPR) and the Data Protection Act 2018.${ico}`
  );
}

/** The policy's sections, with the controller named as `provider` says. */
export function privacyTabs(provider: Provider | null): TextTab[] {
  return privacy.tabs.map((tab, index) =>
    index === 0 ? { ...tab, paragraphs: [controllerParagraph(provider), ...tab.paragraphs.slice(1)] } : tab,
  );
}
