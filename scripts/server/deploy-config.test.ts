import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { FRAME_SOURCES, vercelHeaders, rootDir } from '../shared';
import { BOOKING_ORIGIN, home } from '../../lib/content-types';
import recordedHome from '../../lib/cms/testing/recorded/home.json';

const root = rootDir;
/** The major version of Node.js the project runs and is tested on, as .nvmrc names it. */
const supportedNode = () => readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

describe('deployment configuration', () => {
  it('allows frames from exactly the booking service "The home" accepts and the map it shows', () => {
    expect([...FRAME_SOURCES].sort()).toEqual([BOOKING_ORIGIN, 'https://www.openstreetmap.org'].sort());
    const bookingUrl = (url: string) =>
      home.schema.safeParse({ ...recordedHome.data, bookingUrl: url }).success;
    expect(bookingUrl('https://calendly.com/another-home/30min')).toBe(true);
    expect(bookingUrl('https://bookings.example.org/another-home')).toBe(false);
  });

  it('gives Vercel the headers of scripts/shared/security-headers.ts (run npm run vercel-config after changing them)', () => {
    const vercel = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
    expect(vercel.headers).toEqual(vercelHeaders());
    expect(vercel.outputDirectory).toBe('out');
    expect(vercel.buildCommand).toBe('npm run build');
  });

  it('publishes out/ after npm run build on Netlify and Cloudflare Pages', () => {
    const netlify = parseToml(readFileSync(path.join(root, 'netlify.toml'), 'utf8')) as {
      build: { command: string; publish: string; environment: Record<string, string> };
    };
    expect(netlify.build.command).toBe('npm run build');
    expect(netlify.build.publish).toBe('out');
    // The Node.js the project supports, named once in .nvmrc.
    expect(netlify.build.environment.NODE_VERSION).toBe(supportedNode());
    const wrangler = parseToml(readFileSync(path.join(root, 'wrangler.toml'), 'utf8'));
    expect(wrangler.pages_build_output_dir).toBe('out');
  });

  it('builds on push, by hand, on the CMS dispatch and once a day, reading the CMS and CQC keys from secrets', () => {
    type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
    const workflow = parseYaml(readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8')) as {
      on: {
        push: { branches: string[] };
        workflow_dispatch: unknown;
        repository_dispatch: { types: string[] };
        schedule: { cron: string }[];
      };
      jobs: { build: { env: Record<string, string>; steps: Step[] } };
    };
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.on.repository_dispatch.types).toEqual(['cms-publish']);
    // Exactly one schedule, once a day: a fixed minute and hour, every day of every month.
    expect(workflow.on.schedule).toHaveLength(1);
    const [minute, hour, ...every] = workflow.on.schedule[0]!.cron.trim().split(/\s+/);
    expect(Number(minute)).toBeGreaterThanOrEqual(0);
    expect(Number(minute)).toBeLessThan(60);
    expect(Number(hour)).toBeGreaterThanOrEqual(0);
    expect(Number(hour)).toBeLessThan(24);
    expect(every).toEqual(['*', '*', '*']);
    const { env, steps } = workflow.jobs.build;
    expect(env.CQC_API_KEY).toBe('${{ secrets.CQC_API_KEY }}');
    expect(env.STRAPI_URL).toBe('${{ secrets.STRAPI_URL }}');
    expect(env.STRAPI_TOKEN).toBe('${{ secrets.STRAPI_TOKEN }}');
    expect(steps.map((step) => step.run).filter(Boolean)).toContain('npm run build');
    // A build of the live site (never one that links to localhost), on the Node.js the project supports.
    expect(env.SITE_LIVE_BUILD).toBe('true');
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node'));
    expect(String(node?.with?.['node-version'])).toBe(supportedNode());
    // The photo cache, with the regulators' record in it, is kept from one build to the next.
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache'));
    expect(cache?.with?.path).toBe('.next/cache');
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('out');
  });
});
