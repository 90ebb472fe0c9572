// What the benchmarks that compare built sites share: the sites named on the command line, and the two screens.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { devices, type BrowserContextOptions } from '@playwright/test';
import { rootDir } from '../shared/paths';

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
