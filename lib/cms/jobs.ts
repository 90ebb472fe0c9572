import { textBlocks } from './blocks';
import type { ContentClient } from './client';
import { CmsError } from './errors';
import { afterToday, todayInKent } from './rules';
import { jobItemSchema } from './schemas';
import type { Job } from './types';

// The home's vacancies (the "Job" collection), mapped from the CMS's shape to the site's own. A job is a page of its
// own and a JobPosting for search engines until its closing date: the day after, the next build (there is one a day)
// leaves it out. A job that cannot be shown is left out with a warning, never fatal: with no jobs at all the
// careers page says how to apply speculatively.

type Warn = (message: string) => void;

/** The collection's API id: GET /api/jobs. */
export const JOBS = 'jobs';

/** The CMS's jobs, or none with a warning where the CMS has no "Job" type (one set up before it existed). */
async function readJobs(client: ContentClient, skip: (id: string, problem: string) => void, warn: Warn) {
  try {
    return await client.findAll(
      JOBS,
      { sort: ['closingDate:asc', 'title:asc'] },
      jobItemSchema,
      (item, problem) => {
        const id = (item as { documentId?: unknown } | null)?.documentId;
        skip(typeof id === 'string' ? id : 'without a documentId', problem);
      },
    );
  } catch (error) {
    if (!(error instanceof CmsError) || error.kind !== 'not-found') throw error;
    warn(
      'cms: the CMS has no "Job" type (GET /api/jobs answers 404): the careers page lists no jobs until cms/src/api/job ' +
        'is added to it',
    );
    return [];
  }
}

/**
 * The published jobs still open on `today`, soonest closing first.
 * @throws {CmsError} when the CMS cannot be read.
 */
export async function fetchJobs(client: ContentClient, warn: Warn, today = todayInKent()): Promise<Job[]> {
  const skip = (id: string, problem: string) => warn(`cms: skipped job ${id}: ${problem}`);
  const items = await readJobs(client, skip, warn);
  const jobs: Job[] = [];
  const slugs = new Set<string>();
  for (const item of items) {
    if (item.closingDate < today) {
      warn(`cms: left out job ${item.documentId} ("${item.title}"): it closed on ${item.closingDate}`);
      continue;
    }
    const future = afterToday(item.postedOn, today);
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
    jobs.push({
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
    });
  }
  return jobs;
}
