// Makes sure the end-to-end tests have a Chromium: the system one if present (as on Debian with apt's chromium),
// otherwise Playwright's own build, downloaded once on first use.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { systemChromium } from './browser.mjs';

export function ensureBrowser() {
  if (systemChromium) return true;
  if (existsSync(chromium.executablePath())) return true;
  console.log("No system Chromium found: installing Playwright's Chromium (once).");
  const { status } = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureBrowser() ? 0 : 1);
}
