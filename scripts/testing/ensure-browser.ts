// Makes sure the end-to-end tests have a Chromium: the system one if present (as on Debian with apt's chromium),
// otherwise Playwright's own build, downloaded once on first use.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { systemChromium, run, tool } from '../shared';

/** Resolves true when a Chromium is there, or has been installed. */
export async function ensureBrowser(): Promise<boolean> {
  if (systemChromium) return true;
  if (existsSync(chromium.executablePath())) return true;
  console.log("No system Chromium found: installing Playwright's Chromium (once).");
  return (await run(tool('playwright'), ['install', 'chromium'])).ok;
}
