// `npm run bench:images`: how many bytes of images a visitor moves on /gallery, scrolled through to the end, on a
// phone (Pixel 7 emulation) and on a 1280 px screen, and Lighthouse's total bytes for the page. A benchmark, not a
// test: it prints figures and writes them to test-results/bench-images.json.
//
// Give several built sites to compare them in one run (each is served the same way, in turn):
//   npm run bench:images -- out .bench/out-before
// A site whose photos still come from its CMS needs that CMS running (the embedded one is started if none is).
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { chromiumArgs, launchOptions, systemChromium, rootDir } from '../shared';
import { cmsPort, isHealthy, withCms } from '../embedded-cms';
import { builtSites, serveSite, VIEWPORTS, writeFigures } from './sites';

const sites = builtSites('bench:images', 'gallery.html');

type Scrolled = { bytes: number; count: number; types: Record<string, number> };
type Row = {
  site: string;
  scrolled: Record<string, Scrolled>;
  lighthouse: { total: number; images: number };
};

/** Image bytes received while /gallery is scrolled from top to bottom, a screen at a time, and settles. */
async function imageBytes(
  browser: Browser,
  origin: string,
  context: BrowserContextOptions,
): Promise<Scrolled> {
  const page = await browser.newPage(context);
  const seen: Scrolled = { bytes: 0, count: 0, types: {} };
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    if (!sizes || !response) return;
    seen.bytes += sizes.responseBodySize;
    seen.count += 1;
    const type = (response.headers()['content-type'] ?? 'unknown').split(';')[0]!;
    seen.types[type] = (seen.types[type] ?? 0) + 1;
  });
  await page.goto(`${origin}/gallery`, { waitUntil: 'networkidle' });
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.close();
  return seen;
}

async function lighthouseBytes(origin: string): Promise<Row['lighthouse']> {
  const chrome = await launch({
    chromePath: systemChromium ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(`${origin}/gallery`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    const details = lhr.audits['resource-summary']?.details;
    const items = (details && 'items' in details ? details.items : []) as {
      resourceType?: string;
      transferSize?: number;
    }[];
    const images = items.find((item) => item.resourceType === 'image');
    return { total: lhr.audits['total-byte-weight']?.numericValue ?? 0, images: images?.transferSize ?? 0 };
  } finally {
    await chrome.kill();
  }
}

async function bench(): Promise<Row[]> {
  const browser = await chromium.launch(launchOptions);
  const results: Row[] = [];
  try {
    for (const [index, dir] of sites.entries()) {
      console.log(
        `bench:images: site ${index + 1} of ${sites.length}, ${path.relative(rootDir, dir) || '.'}`,
      );
      const { origin, close } = await serveSite(dir);
      try {
        const scrolled: Row['scrolled'] = {};
        for (const [name, context] of Object.entries(VIEWPORTS))
          scrolled[name] = await imageBytes(browser, origin, context);
        results.push({
          site: path.relative(rootDir, dir) || '.',
          scrolled,
          lighthouse: await lighthouseBytes(origin),
        });
      } finally {
        close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// An embedded CMS already running (under `npm start`, say) is used as it is.
const cmsRunning = !process.env.STRAPI_URL && (await isHealthy(`http://127.0.0.1:${cmsPort()}`));
const results = cmsRunning ? await bench() : await withCms(() => bench());
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  '\nbench:images: /gallery scrolled to the end (image bytes received), and Lighthouse mobile bytes',
);
console.log(
  ['site', ...Object.keys(VIEWPORTS).map((name) => `images, ${name}`), 'LH images', 'LH total', 'formats']
    .map((title, column) => (column === 0 ? title.padEnd(22) : title.padStart(18)))
    .join(''),
);
for (const row of results) {
  const formats = Object.entries(row.scrolled['1280 px']!.types)
    .map(([type, count]) => `${type.replace('image/', '')} ${count}`)
    .join(', ');
  console.log(
    [
      row.site.padEnd(22),
      ...Object.keys(VIEWPORTS).map((name) =>
        `${kb(row.scrolled[name]!.bytes)} (${row.scrolled[name]!.count})`.padStart(18),
      ),
      kb(row.lighthouse.images).padStart(18),
      kb(row.lighthouse.total).padStart(18),
      `  ${formats}`,
    ].join(''),
  );
}
const [now, before] = results;
if (now && before) {
  for (const name of Object.keys(VIEWPORTS))
    console.log(
      `${name}: ${now.site} moves ${(now.scrolled[name]!.bytes / before.scrolled[name]!.bytes).toFixed(2)}x ` +
        `the image bytes of ${before.site}`,
    );
}
writeFigures('bench-images', results);
