// What the benchmarks that compare built sites share: the sites named on the command line, and the two screens.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { devices, type BrowserContextOptions } from '@playwright/test';
import { rootDir } from '../shared';
import { createStaticServer } from '../server';

/** The built sites named on the command line (out/ if none), each checked for `page`; exits in one line if not. */
export function builtSites(bench: string, page: string): string[] {
  const args = process.argv.slice(2);
  const sites = (args.length ? args : ['out']).map((dir) => path.resolve(rootDir, dir));
  for (const dir of sites) {
    if (!existsSync(path.join(dir, page))) {
      console.error(`${bench}: no built site in ${dir}; run "npm run build" first.`);
      process.exit(1);
    }
  }
  return sites;
}

/** A phone (Pixel 7 emulation) and a 1280 px screen. */
export const VIEWPORTS: Record<string, BrowserContextOptions> = {
  'Pixel 7': devices['Pixel 7'],
  '1280 px': { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/** Serves a built site as `npm start` does, on a free port of 127.0.0.1. */
export async function serveSite(root: string) {
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** Writes a benchmark's figures to test-results/<name>.json, and says so. */
export function writeFigures(name: string, figures: unknown) {
  mkdirSync(path.join(rootDir, 'test-results'), { recursive: true });
  writeFileSync(path.join(rootDir, 'test-results', `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`${name.replace('-', ':')}: figures written to test-results/${name}.json`);
}
