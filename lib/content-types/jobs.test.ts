/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { jobPosting, endOfDayInKent } from '@/components/careers/job-posting-data';
import { payText } from '@/lib/content/careers';
import { expectFirstRequest, readType, recordedCmsForEachTest } from '@/lib/cms/testing/recorded-client';
import { queueChangedItem, recorded } from '@/lib/cms/testing/recorded-strapi';
import { sampleHome } from '@/lib/cms/testing/sample-home';

const cms = recordedCmsForEachTest();
const readJobs = (today: string) => readType('jobs', cms, { today });

/** The recorded jobs with `changes` made to the second (open until 2026-11-24), as the CMS's next answer. */
const answerJobs = (changes: Record<string, unknown>, extra: Record<string, unknown>[] = []) =>
  queueChangedItem(cms.strapi, recorded.jobs, 1, changes, extra);

describe('the jobs', () => {
  it('are read with the token, soonest closing first, and a job still open on its closing day is kept', async () => {
    const jobs = await readJobs('2026-11-24');
    const request = expectFirstRequest(cms.strapi, '/api/jobs');
    expect(request.query.getAll('sort[0]')).toEqual(['closingDate:asc']);
    expect(jobs.map((job) => job.slug)).toEqual(['activities-organiser']);
    expect(jobs[0]).toMatchObject({
      title: 'Activities organiser',
      employmentType: 'Part time',
      payFrom: 12.6,
      payTo: 13,
      payPer: 'hour',
      postedOn: '2026-11-02',
      closingDate: '2026-11-24',
      description: [
        {
          kind: 'paragraph',
          text: 'You will plan and lead activities that residents choose, on their own and in groups.',
        },
        {
          kind: 'list',
          ordered: false,
          items: ['Experience of leading groups', 'A driving licence, for outings'],
        },
      ],
    });
    expect(cms.warnings).toEqual([
      'cms: left out job jb1night0care0assistant0 ("Night care assistant"): it closed on 2026-11-20',
    ]);
  });

  it('leave the site the day after they close: a post closing yesterday is gone, and none is not an error', async () => {
    expect(await readJobs('2026-11-25')).toEqual([]);
    expect(cms.warnings).toHaveLength(2);
  });

  it('are none, with one warning, in a CMS set up before the "Job" type existed (Strapi answers 404)', async () => {
    cms.strapi.overrides.set('/api/jobs', { status: 404 });
    expect(await readJobs('2026-11-23')).toEqual([]);
    expect(cms.warnings).toEqual([
      'cms: the CMS has no "Job" type (GET /api/jobs answers 404): the site shows none until cms/src/api/job ' +
        'is added to it',
    ]);
  });

  it('still fail the build when the CMS cannot be read', async () => {
    cms.strapi.overrides.set('/api/jobs', { status: 500 });
    await expect(readJobs('2026-11-23')).rejects.toThrow(/500/);
  });

  it('leave out, with a warning, a job whose pay range ends below its start or that was posted after today', async () => {
    answerJobs({ payTo: '11.00' });
    expect(await readJobs('2026-11-23')).toEqual([]);
    expect(cms.warnings).toContain(
      'cms: skipped job jb2activities0organiser0: payTo: "payTo" is less than "payFrom"',
    );
    answerJobs({ postedOn: '2026-11-30', closingDate: '2026-12-30' });
    expect(await readJobs('2026-11-23')).toEqual([]);
    expect(cms.warnings.at(-1)).toBe(
      'cms: skipped job jb2activities0organiser0: postedOn: 2026-11-30 is after today (2026-11-23)',
    );
  });

  it('give each address once: a second job with the same slug is left out', async () => {
    const twin = { ...(recorded.jobs.data[1] as Record<string, unknown>), id: 3, documentId: 'jb3twin' };
    answerJobs({}, [twin]);
    expect((await readJobs('2026-11-23')).map((job) => job.id)).toEqual(['jb2activities0organiser0']);
    expect(cms.warnings.at(-1)).toBe(
      'cms: skipped job jb3twin: slug: "activities-organiser" is another job\'s address',
    );
  });
});

describe('a job for search engines and readers', () => {
  it('is a JobPosting with the fields Google reads, validThrough the end of its closing day in Kent', async () => {
    const [job] = await readJobs('2026-11-23');
    const data = jobPosting(job!, await sampleHome());
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Activities organiser',
      datePosted: '2026-11-02',
      validThrough: '2026-11-24T23:59:59+00:00',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Wealdhaven Care Limited' },
      jobLocation: { '@type': 'Place', address: { postalCode: 'TN27 9ZZ', addressCountry: 'GB' } },
      baseSalary: { currency: 'GBP', value: { minValue: 12.6, maxValue: 13, unitText: 'HOUR' } },
    });
    expect(data.description).toContain("Plan the week's music");
    expect(data.description).toContain('A driving licence, for outings');
    expect(endOfDayInKent('2026-07-01')).toBe('2026-07-01T23:59:59+01:00');
  });

  it('states its pay as people say it', () => {
    expect(payText({ payFrom: 12.6, payTo: null, payPer: 'hour' })).toBe('£12.60 an hour');
    expect(payText({ payFrom: 24000, payTo: 27500, payPer: 'year' })).toBe('£24,000 to £27,500 a year');
    expect(payText({ payFrom: 12.6, payTo: 13, payPer: 'hour' })).toBe('£12.60 to £13.00 an hour');
  });
});
