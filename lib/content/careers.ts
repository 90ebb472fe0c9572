import type { Job } from '@/lib/content-types';
import { formatDate } from '@/lib/dates';

// The careers page's structure and each job's own page's: their headings and the words on their controls. The
// page's own words (its opening, how to apply) are the editors' ("Words of the Careers page" in the CMS).

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
  /** Before the page's name in a job page's title: "Cook (part time): Careers". */
  metaTitle: 'Careers',
  open: { title: 'Jobs open now', lead: 'Apply by the closing date. Each job says what it involves.' },
  none: { title: 'No jobs open just now' },
  facts: { hours: 'Hours', pay: 'Pay', where: 'Where', closes: 'Apply by' },
  about: 'About the job',
  closes: (job: Job) => formatDate(job.closingDate),
  apply: {
    title: 'How to apply',
    listed: 'To apply for one of the jobs above, open it: its page says how.',
  },
  back: (name: string) => `All jobs at ${name}`,
  posted: (job: Job) => `Posted ${formatDate(job.postedOn)}`,
} as const;
