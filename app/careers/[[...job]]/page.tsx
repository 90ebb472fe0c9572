import { Link } from '@/components/ui/link';
import { getContent, getHome, withFactsDeep, type ContentOf, type Job } from '@/lib/cms';
import { formatDate } from '@/lib/dates';
import { introMetadata, pageMetadata } from '@/lib/metadata';
import { pagesBySlug } from '@/lib/pages-by-slug';
import { careers as labels, payText } from '@/lib/content/careers';
import { PageIntro } from '@/components/ui/page-intro';
import { TextBlocks } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import { Term } from '@/components/ui/term';
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
  if (!job) return introMetadata((await getContent('careersPage')).intro, '/careers');
  return pageMetadata({
    title: `${job.title}: ${labels.metaTitle}`,
    description: job.summary,
    path: `/careers/${job.slug}`,
  });
}

/** What a job is: its hours, pay, place and closing date, as a list of terms. */
function JobFacts({ job }: { job: Job }) {
  const facts = [
    [labels.facts.hours, `${job.employmentType}: ${job.hours}`],
    [labels.facts.pay, payText(job)],
    [labels.facts.where, job.where],
    [labels.facts.closes, labels.closes(job)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <Term key={term} name={term} className={styles.fact}>
          {value}
        </Term>
      ))}
    </dl>
  );
}

/** The careers page's words, the editors'. */
type Copy = ContentOf<'careersPage'>;

function CareersPage({ jobs, copy }: { jobs: Job[]; copy: Copy }) {
  return (
    <>
      <PageIntro {...copy.intro} />
      {jobs.length > 0 ? (
        <Section title={labels.open.title} lead={labels.open.lead} id="jobs">
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
        <Section title={labels.none.title} lead={copy.noneText} id="jobs" narrow />
      )}
      <Section tone="sage" title={labels.apply.title} id="how-to-apply" narrow>
        <div className={styles.prose}>
          {jobs.length > 0 ? <p>{labels.apply.listed}</p> : null}
          <TextBlocks blocks={copy.speculative} headingLevel="h3" />
          <p>{copy.fair}</p>
        </div>
      </Section>
    </>
  );
}

function JobPage({ job, copy, homeName }: { job: Job; copy: Copy; homeName: string }) {
  // How to apply names the job and its closing date where the editors put [job] and [closing date].
  const apply = withFactsDeep(
    copy.applyForJob,
    new Map([
      ['job', job.title],
      ['closing date', formatDate(job.closingDate)],
    ]),
  );
  return (
    <>
      <PageIntro eyebrow={copy.intro.eyebrow} title={job.title} lead={job.summary} />
      <div className={styles.jobBody}>
        <div className={styles.prose}>
          <JobFacts job={job} />
          {/* The editors' subheadings are h3s: under this h2, never straight after the page's h1. */}
          <h2>{labels.about}</h2>
          <TextBlocks blocks={job.description} headingLevel="h3" />
          <p className={styles.posted}>{labels.posted(job)}</p>
        </div>
      </div>
      <Section tone="sage" title={labels.apply.title} id="how-to-apply" narrow>
        <div className={styles.prose}>
          <TextBlocks blocks={apply} headingLevel="h3" />
          <p>{copy.fair}</p>
          <p>
            <Link href="/careers" className={styles.back}>
              {labels.back(homeName)}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}

export default async function Careers({ params }: Props) {
  const [job, copy, home] = await Promise.all([jobOf(params), getContent('careersPage'), getHome()]);
  if (!job) return <CareersPage jobs={await getContent('jobs')} copy={copy} />;
  return (
    <>
      <JobPage job={job} copy={copy} homeName={home.name} />
      <JobPostingData job={job} home={home} />
    </>
  );
}
