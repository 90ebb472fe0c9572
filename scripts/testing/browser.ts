// Which Chromium to drive: a system one where there is one (Debian's /usr/bin/chromium, or CHROMIUM_PATH), else
// Playwright's own download. Shared by the Playwright config and the scripts that open pages.
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const systemChromium: string | undefined = CANDIDATES.find(
  (candidate) => candidate && existsSync(candidate),
);

/** Flags that keep Chromium quiet on a closed network and runnable as root in CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * How long Chromium may take to start (well under a second here; Playwright's own default is 3 minutes). A launch
 * that takes longer fails its test in one line, and CI's one retry of a failed test launches it again.
 */
export const CHROMIUM_START_LIMIT_MS = 30_000;

export const launchOptions: LaunchOptions = systemChromium
  ? { executablePath: systemChromium, args: chromiumArgs, timeout: CHROMIUM_START_LIMIT_MS }
  : { timeout: CHROMIUM_START_LIMIT_MS };
