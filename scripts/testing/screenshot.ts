// Full-page screenshots of the served site at phone and desktop widths, for looking at what we build.
// Usage: npm run screenshot -- [--base http://127.0.0.1:3000] [--out test-results/screens] /path ...
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../shared';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'test-results/screens' },
    full: { type: 'boolean', default: true },
  },
});

const widths = [
  { name: 'mobile', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

await mkdir(values.out, { recursive: true });
const browser = await launchChromium();
try {
  for (const route of positionals.length ? positionals : ['/']) {
    for (const { name, viewport } of widths) {
      const page = await browser.newPage({ viewport });
      // Nothing leaves the machine: third-party requests are refused.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
      await page.goto(new URL(route, values.base).href, { waitUntil: 'networkidle' });
      const slug = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\W+/g, '-');
      const file = path.join(values.out, `${slug}-${name}.png`);
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
