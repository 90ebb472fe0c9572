import type { Home, Job } from '@/lib/content-types';
import { plainText } from '@/lib/rich-text';
import { site } from '@/lib/site';
import { logoUrl, postalAddressData } from '@/components/layout/structured-data';

const EMPLOYMENT_TYPES: Record<Job['employmentType'], string> = {
  'Full time': 'FULL_TIME',
  'Part time': 'PART_TIME',
  'Bank (when needed)': 'PER_DIEM',
  Temporary: 'TEMPORARY',
};

/** The end of `day` where the home is, as an ISO time with its offset: the last moment to apply. */
export function endOfDayInKent(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset =
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'longOffset' })
      .formatToParts(noon)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return `${day}T23:59:59${offset}`;
}

/** A job as schema.org's JobPosting: Google reads it only on a page for one job, with these fields. */
export function jobPosting(job: Job, home: Home) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      job.summary,
      ...job.description.map((block) =>
        block.kind === 'list' ? block.items.map(plainText).join('\n') : plainText(block.text),
      ),
    ].join('\n\n'),
    identifier: { '@type': 'PropertyValue', name: home.name, value: job.id },
    datePosted: job.postedOn,
    validThrough: endOfDayInKent(job.closingDate),
    employmentType: EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: home.provider.companyName,
      sameAs: site.url,
      logo: logoUrl(home),
    },
    jobLocation: { '@type': 'Place', address: postalAddressData(home) },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.payTo == null ? { value: job.payFrom } : { minValue: job.payFrom, maxValue: job.payTo }),
        unitText: job.payPer === 'hour' ? 'HOUR' : 'YEAR',
      },
    },
    directApply: false,
  };
}

/** The job's JSON-LD, with "<" escaped so that no value can close the script. */
export function JobPostingData({ job, home }: { job: Job; home: Home }) {
  const json = JSON.stringify(jobPosting(job, home)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
