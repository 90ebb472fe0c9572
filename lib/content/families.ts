/**
 * The words around what a family must be told before they call: fees and funding, complaints, visiting. The facts
 * themselves (fees, extras, terms, timescales, the day's times) are the editors', in the CMS; the regulators' and the
 * Ombudsman's details are the law's and stay here.
 */

import type { OptionalExtra, StayFee } from '@/lib/content-types';
import { formatDate } from '@/lib/dates';
import { phone, text, web } from '@/lib/rich-text';

const poundFormat = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 2,
});

/** Pounds as people write them: "£1,395", and pence only when there are some ("£6.50"). */
export function formatPounds(amount: number): string {
  return poundFormat.format(amount).replace(/\.00$/, '');
}

/** A stay's fee in words: "£1,395 to £1,650 a week", or "£95 a day". */
export function feeText(stay: Pick<StayFee, 'priceFrom' | 'priceTo' | 'per'>): string {
  const amount =
    stay.priceTo == null
      ? formatPounds(stay.priceFrom)
      : `${formatPounds(stay.priceFrom)} to ${formatPounds(stay.priceTo)}`;
  return `${amount} a ${stay.per}`;
}

/** An extra's price in words: "£18 a visit", or "At cost" for what is passed on as charged. */
export function extraPriceText(extra: OptionalExtra): string {
  if (extra.price == null) return 'At cost, as charged to us';
  return extra.per ? `${formatPounds(extra.price)} ${extra.per}` : formatPounds(extra.price);
}

/** "Last reviewed on 1 October 2025." */
export const reviewedText = (isoDate: string) => `Last reviewed on ${formatDate(isoDate)}.`;

export const feesCopy = {
  fees: {
    title: 'Our fees',
    caption: 'Fees for each kind of stay, each including every mandatory charge',
    columns: { kind: 'Kind of stay', fee: 'Fee, all mandatory charges included', about: 'What it means' },
    kindsTitle: 'What each kind of care includes',
  },
  covers: { title: 'What the fee covers' },
  extras: {
    title: 'Optional extras',
    caption: 'Optional extras and their prices',
    columns: { item: 'Extra', price: 'Price' },
    none: 'There are no extras: everything is in the fee.',
  },
  terms: {
    title: 'Deposit, trial and fee changes',
    deposit: 'The deposit',
    depositAmount: (amount: number | null) =>
      amount == null || amount === 0 ? 'We ask for no deposit.' : `The deposit is ${formatPounds(amount)}.`,
    trial: 'The trial period',
    feeChanges: 'How and when fees change',
  },
  funding: {
    title: 'Paying for care',
    accepted: 'We accept this',
    notAccepted: 'Not available here',
    topUps: 'Top-ups and third-party payments',
    advice: text`For free, impartial advice on paying for care, call Age UK Advice on ${phone({ display: '0800 678 1602', href: 'tel:+448006781602' })} or read ${web('https://www.gov.uk/apply-needs-assessment-social-services')}.`,
  },
  contract: {
    title: 'Our contract',
    download: 'Read the contract',
    fileType: 'PDF',
  },
  vacancies: { title: 'Rooms free now' },
  complaintsLink: 'How to complain, and where to go next',
} as const;

/** The Local Government and Social Care Ombudsman: the last word on a complaint about care, however it is paid for. */
const ombudsman = {
  name: 'Local Government and Social Care Ombudsman',
  phone: { display: '0300 061 0614', href: 'tel:+443000610614' },
  url: 'https://www.lgo.org.uk/make-a-complaint',
};

const cqc = {
  name: 'Care Quality Commission (CQC)',
  phone: { display: '03000 616161', href: 'tel:+443000616161' },
  url: 'https://www.cqc.org.uk/give-feedback-on-care',
};

export const complaintsCopy = {
  how: { title: 'How to complain' },
  steps: {
    title: 'What happens next',
    acknowledge: (days: number) =>
      `We acknowledge your complaint within ${days} working ${days === 1 ? 'day' : 'days'}, and tell you who is looking into it.`,
    answer: (handledBy: string, days: number) =>
      `${handledBy} looks into it and answers in full, in writing, within ${days} working days. If it needs longer, we tell you why and when to expect the answer.`,
    meet: 'We offer to meet you, with anyone you would like with you, to talk it through.',
  },
  next: {
    title: 'Where to go next',
    ombudsman: {
      name: ombudsman.name,
      text: 'It looks into complaints about care homes, whether the council or you pay for your care. It is free and independent.',
      contact: text`Call ${phone(ombudsman.phone)} or go to ${web(ombudsman.url)}.`,
    },
    cqc: {
      name: cqc.name,
      text: 'The regulator of care homes in England. It does not settle single complaints, but it wants to hear about care that worries you, and it acts on what it hears.',
      contact: text`Call ${phone(cqc.phone)} or go to ${web(cqc.url)}.`,
    },
  },
} as const;

export const visitingCopy = {
  visiting: { title: 'Visiting' },
  careSupporter: { title: 'Your care supporter' },
  day: { title: 'A typical day' },
  mealsAndActivities: 'Meals and activities',
  meals: { title: 'Meals' },
  activities: { title: 'Activities' },
  bring: { title: 'What to bring' },
} as const;

/** The typical day's time as people say it: "7:30 am", "12:30 pm". */
export function timeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
