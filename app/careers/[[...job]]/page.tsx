import { Link } from '@/components/ui/link';
import { getContent, type Job } from '@/lib/cms';
import { copyMetadata, pageMetadata } from '@/lib/metadata';
import { pagesBySlug } from '@/lib/pages-by-slug';
import { careers as copy, payText } from '@/lib/content/careers';
import { PageIntro } from '@/components/ui/page-intro';
import { RunningText, TextBlocks } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import { JobPostingData } from '@/components/careers/job-posting-data';
import styles from '@/components/careers/careers.module.css';

type Props = { params: Promise<{ job?: string[] }> };

// /careers lists the jobs open at the build, and /careers/<slug> is each job's own page, with its JobPosting for
// search engines.
export const dynamicParams = false;
const pages = pagesBySlug('job', () => getContent('jobs'));
export const generateStaticParams = pages.params;
const jobOf = pages.itemOf;

export async function generateMetadata({ params }: Props) {
  const job = await jobOf(params);
  if (!job) return copyMetadata(copy, '/careers');
  return pageMetadata({
    title: `${job.title}: ${copy.metaTitle}`,
    description: job.summary,
    path: `/careers/${job.slug}`,
  });
}

/** What a job is: its hours, pay, place and closing date, as a list of terms. */
function JobFacts({ job }: { job: Job }) {
  const facts = [
    [copy.facts.hours, `${job.employmentType}: ${job.hours}`],
    [copy.facts.pay, payText(job)],
    [copy.facts.where, job.where],
    [copy.facts.closes, copy.closes(job)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CareersPage({ jobs }: { jobs: Job[] }) {
  return (
    <>
      <PageIntro {...copy.intro} />
      {jobs.length > 0 ? (
        <Section title={copy.open.title} lead={copy.open.lead} id="jobs">
          <ul className={styles.jobs}>
            {jobs.map((job) => (
              <li key={job.id} className={styles.job}>
                <h3>
                  <Link href={`/careers/${job.slug}`} className={styles.jobLink}>
                    {job.title}
                  </Link>
                </h3>
                <p>{job.summary}</p>
                <JobFacts job={job} />
              </li>
            ))}
          </ul>
        </Section>
      ) : (
        <Section title={copy.none.title} lead={copy.none.text} id="jobs" narrow />
      )}
      <Section tone="sage" title={copy.apply.title} id="how-to-apply" narrow>
        <div className={styles.prose}>
          {jobs.length > 0 ? <p>{copy.apply.listed}</p> : null}
          <p>
            <RunningText value={copy.apply.speculative} />
          </p>
          <p>{copy.apply.fair}</p>
        </div>
      </Section>
    </>
  );
}

function JobPage({ job }: { job: Job }) {
  return (
    <>
      <PageIntro eyebrow={copy.intro.eyebrow} title={job.title} lead={job.summary} />
      <div className={styles.jobBody}>
        <div className={styles.prose}>
          <JobFacts job={job} />
          {/* The editors' subheadings are h3s: under this h2, never straight after the page's h1. */}
          <h2>{copy.about}</h2>
          <TextBlocks blocks={job.description} headingLevel="h3" />
          <p className={styles.posted}>{copy.posted(job)}</p>
        </div>
      </div>
      <Section tone="sage" title={copy.apply.title} id="how-to-apply" narrow>
        <div className={styles.prose}>
          <p>
            <RunningText value={copy.apply.forJob(job)} />
          </p>
          <p>{copy.apply.fair}</p>
          <p>
            <Link href="/careers" className={styles.back}>
              {copy.back}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}

export default async function Careers({ params }: Props) {
  const job = await jobOf(params);
  if (!job) return <CareersPage jobs={await getContent('jobs')} />;
  const { provider } = await getContent('facts');
  return (
    <>
      <JobPage job={job} />
      <JobPostingData job={job} provider={provider} />
    </>
  );
}
