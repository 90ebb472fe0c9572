import type { Job } from '@/lib/cms/types';
import { formatDate } from '@/lib/dates';
import { site } from '@/lib/site';
import { email, phone, text } from './rich-text';

// The careers page and each job's own page: what a carer, cook or housekeeper looking for work reads.

/** Pounds, with pence when `pence` says so: "£12.60", "£24,000". */
const pounds = (value: number, pence: boolean) =>
  `£${value.toLocaleString('en-GB', { minimumFractionDigits: pence ? 2 : 0, maximumFractionDigits: 2 })}`;

/** A job's pay as people say it: "£12.60 an hour", "£12.60 to £13.00 an hour", "£24,000 to £27,500 a year". */
export function payText(job: Pick<Job, 'payFrom' | 'payTo' | 'payPer'>): string {
  const per = job.payPer === 'hour' ? 'an hour' : 'a year';
  // Both figures with pence, or neither.
  const pence = [job.payFrom, job.payTo ?? 0].some((value) => !Number.isInteger(value));
  return job.payTo == null
    ? `${pounds(job.payFrom, pence)} ${per}`
    : `${pounds(job.payFrom, pence)} to ${pounds(job.payTo, pence)} ${per}`;
}

export const careers = {
  metaTitle: 'Careers',
  intro: {
    eyebrow: 'Careers',
    title: 'Work with us',
    lead:
      'Good care comes from people who stay. We are a small team who know every resident by name, and we look ' +
      'after the people who work here as well as the people who live here.',
  },
  open: { title: 'Jobs open now', lead: 'Apply by the closing date. Each job says what it involves.' },
  none: {
    title: 'No jobs open just now',
    text:
      'We have no vacancies at the moment, but we are always glad to hear from carers, cooks, housekeepers and ' +
      'activity organisers who would like to work here.',
  },
  facts: { hours: 'Hours', pay: 'Pay', where: 'Where', closes: 'Apply by' },
  about: 'About the job',
  closes: (job: Job) => formatDate(job.closingDate),
  apply: {
    title: 'How to apply',
    forJob: (job: Job) =>
      text`Send your CV, or a letter about yourself and the work you have done, to ${email(site.email)} with “${job.title}” in the subject, by ${formatDate(job.closingDate)}. If you would rather talk first, call us on ${phone(site.phone)}.`,
    listed: 'To apply for one of the jobs above, open it: its page says how.',
    speculative: text`To ask about work we have not advertised, send your CV or a short letter about yourself to ${email(site.email)}, or call us on ${phone(site.phone)}. We keep it for ${site.privacy.applicationMonths} months and get in touch when something suits you.`,
    fair:
      'We welcome applications from everyone. Every job in care needs a check by the Disclosure and Barring ' +
      'Service, which we pay for, and the right to work in the UK.',
  },
  back: 'All jobs at ' + site.name,
  posted: (job: Job) => `Posted ${formatDate(job.postedOn)}`,
} as const;
