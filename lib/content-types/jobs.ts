import {
  defineContentType,
  sampleBlocks,
  choice,
  day,
  number,
  richText,
  slug,
  text,
  type EntryOfFields,
  textBlocks,
  afterToday,
  blocksShowable,
  datesAfterToday,
} from '@/lib/kit';
import { type TextBlock } from '@/lib/rich-text';

// The home's vacancies. A job is a page of its own and a JobPosting for search engines until its closing date: the day
// after, the next build (there is one a day) leaves it out. A job that cannot be shown is left out with a warning,
// never fatal: with no jobs at all the careers page says how to apply speculatively.

const { paragraph, list } = sampleBlocks;

/** The kinds of job the CMS offers, as editors choose them. */
export const employmentTypes = ['Full time', 'Part time', 'Bank (when needed)', 'Temporary'] as const;

const jobFields = {
  title: text({
    label: 'Job title',
    help: 'As it heads the job\'s page and the list on Careers: "Senior care assistant (days)".',
    max: 80,
    empty: 'it has no title',
  }),
  slug: slug({
    label: 'Its web address',
    help: "Made from the title: the end of the job page's address, /careers/senior-care-assistant-days.",
    from: 'title',
  }),
  employmentType: choice({
    label: 'Hours',
    help: 'Full time, part time, bank (when needed) or temporary.',
    choices: employmentTypes,
  }),
  hours: text({
    label: 'Hours in words',
    help: 'The hours and shifts: "36 hours a week: three 12-hour days".',
    max: 120,
    empty: 'say the hours',
  }),
  payFrom: number({
    label: 'Pay from (£)',
    help: 'The pay in pounds, like 13.40: one figure, or the lower.',
    min: 0,
    max: 200000,
  }),
  payTo: number({
    label: 'Pay up to (£)',
    help: 'The higher figure of a range; leave it empty for one figure.',
    min: 0,
    max: 200000,
    optional: true,
  }),
  payPer: choice({
    label: 'Pay per',
    help: 'Whether the pay is per hour or per year.',
    choices: ['hour', 'year'],
    default: 'hour',
  }),
  where: text({
    label: 'Where',
    help: 'Where the work is: "At the home".',
    max: 120,
    default: 'At the home',
    empty: 'say where the job is',
  }),
  postedOn: day({ label: 'Posted on', help: 'The day the job was first advertised.' }),
  closingDate: day({
    label: 'Closes on',
    help: 'The last day to apply: the day after, the website takes the job down by itself.',
  }),
  summary: text({
    label: 'Summary',
    help: 'One or two sentences for the list on Careers and for search engines.',
    max: 300,
    lines: true,
    empty: 'it has no summary',
  }),
  description: richText({
    label: 'About the job',
    help: 'What the work is, who it suits, and what the home offers.',
  }),
};

/** A job as its page and the list on Careers show it. */
function jobOf(item: EntryOfFields<typeof jobFields>, description: TextBlock[]) {
  return {
    id: item.documentId,
    slug: item.slug,
    title: item.title,
    employmentType: item.employmentType,
    hours: item.hours,
    payFrom: item.payFrom,
    payTo: item.payTo != null && item.payTo !== item.payFrom ? item.payTo : null,
    payPer: item.payPer,
    where: item.where,
    postedOn: item.postedOn,
    closingDate: item.closingDate,
    summary: item.summary,
    description,
  };
}

/** The published jobs still open today, soonest closing first. */
export const jobs = defineContentType({
  kind: 'collectionType',
  collectionName: 'jobs',
  info: {
    singularName: 'job',
    pluralName: 'jobs',
    displayName: 'Job',
    description:
      'A vacancy at the home. Each published job has a page of its own under Careers until its closing date; the day after, the next build takes it off the site.',
  },
  fields: jobFields,
  // A post with a wrong closing date or pay is worse than none.
  refine: (check) =>
    check
      .refine((job) => job.payTo == null || job.payTo >= job.payFrom, {
        path: ['payTo'],
        message: '"payTo" is less than "payFrom"',
      })
      .refine((job) => job.closingDate >= job.postedOn, {
        path: ['closingDate'],
        message: 'the closing date is before the day it was posted',
      }),
  sort: ['closingDate:asc', 'title:asc'],
  admin: {
    mainField: 'title',
    columns: ['title', 'employmentType', 'postedOn', 'closingDate'],
    sortBy: 'closingDate',
  },
  // A job already closed is not refused: the build leaves it out, and the preview's band says why it is not live.
  rules: (entry, today) => [
    ...datesAfterToday(entry, ['postedOn'], today),
    ...blocksShowable(entry, ['description']),
  ],
  optional: true,
  async read({ entries, warn, today, latestDay }) {
    const skip = (id: string, problem: string) => warn(`cms: skipped job ${id}: ${problem}`);
    const open: ReturnType<typeof jobOf>[] = [];
    const slugs = new Set<string>();
    for (const item of await entries()) {
      if (item.closingDate < today) {
        warn(`cms: left out job ${item.documentId} ("${item.title}"): it closed on ${item.closingDate}`);
        continue;
      }
      const future = afterToday(item.postedOn, latestDay);
      if (future) {
        skip(item.documentId, `postedOn: ${future}`);
        continue;
      }
      if (slugs.has(item.slug)) {
        skip(item.documentId, `slug: "${item.slug}" is another job's address`);
        continue;
      }
      const description = textBlocks(item.description, `job ${item.documentId}.description`, warn);
      if (description.length === 0) {
        skip(item.documentId, 'description: nothing the site can show');
        continue;
      }
      slugs.add(item.slug);
      open.push(jobOf(item, description));
    }
    return open;
  },
  describe: (open) => `${open.length} open jobs`,
  pages: {
    // The list, which shows a draft job's title, hours, pay and closing date: a job's own page exists in the preview
    // only for the jobs open when the preview server was built (the route is fixed at build: app/careers).
    shownOn: ['/careers'],
    // Each job open at the build, until its closing date (the daily build takes it out the day after).
    children: (open) => open.map((job) => `/careers/${job.slug}`),
  },
  sample: {
    edition: 4,
    // Two vacancies of the kind a small residential home advertises, with pay of the kind such homes in Kent offered
    // in 2025. Posted the day the seed runs and closing eight weeks later, so that a fresh install shows both; after
    // that, its careers page shows how to apply anyway.
    entries: ({ fromToday }) => [
      {
        title: 'Senior care assistant (days)',
        slug: 'senior-care-assistant-days',
        employmentType: 'Full time',
        hours: '36 hours a week: three 12-hour days, including one weekend in three',
        payFrom: 13.4,
        payTo: 14.2,
        payPer: 'hour',
        where: 'At the home, in [village]',
        postedOn: fromToday(0),
        closingDate: fromToday(56),
        summary:
          'Lead a small team of carers on day shifts, and be the person residents and families know they can ask.',
        description: [
          paragraph(
            'You will lead the care team on your shift: giving out medicines, keeping care plans up to date, and ' +
              'making sure every resident is cared for in the way they have asked.',
          ),
          list(
            'An NVQ or Diploma in Health and Social Care at level 3, or working towards it',
            'At least a year of care work, some of it as a senior',
            'Paid training, uniform, meals on shift and a pension',
          ),
        ],
      },
      {
        title: 'Cook (part time)',
        slug: 'cook-part-time',
        employmentType: 'Part time',
        hours: '20 hours a week, four mornings including alternate weekends',
        payFrom: 12.6,
        payTo: null,
        payPer: 'hour',
        where: 'At the home, in [village]',
        postedOn: fromToday(0),
        closingDate: fromToday(56),
        summary:
          'Cook fresh, home-made meals for 38 residents, with our head cook and a kitchen rated 5 for hygiene.',
        description: [
          paragraph(
            'You will cook breakfast and lunch from fresh ingredients, cater for special diets and textures, and ' +
              'talk with residents about the food they love.',
          ),
          list('A food hygiene certificate at level 2 or above', 'Experience of cooking for a group'),
        ],
      },
    ],
  },
});
