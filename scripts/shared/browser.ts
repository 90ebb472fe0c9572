// Which Chromium to drive: a system one where there is one (Debian's /usr/bin/chromium, or CHROMIUM_PATH), else
// Playwright's own download. Shared by the Playwright config and the scripts that open pages.
import { existsSync } from 'node:fs';
import type { Browser, BrowserType, LaunchOptions } from '@playwright/test';
import { startWithin } from './starts';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const systemChromium = CANDIDATES.find((candidate) => candidate && existsSync(candidate));

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
 * How long Chromium may take to start: well under a second here, a few seconds with every core busy. A launch that
 * takes longer is ended and tried once more (launchChromium); Playwright's own limit, behind it, is twice as long.
 */
export const CHROMIUM_START_LIMIT_MS = 30_000;
/** The most launchChromium can take before it fails: two attempts, each ended within about 9 s of its limit. */
export const CHROMIUM_START_BUDGET_MS = 2 * (CHROMIUM_START_LIMIT_MS + 15_000);

export const launchOptions: LaunchOptions = {
  ...(systemChromium ? { executablePath: systemChromium, args: chromiumArgs } : {}),
  timeout: 2 * CHROMIUM_START_LIMIT_MS,
};

/**
 * Launches Chromium (or `browserType`, as Playwright's fixtures name it) within its limit, tried once more, failing in
 * one line ("did not start: Chromium (...)"): for the end-to-end tests' browser fixture and the tests that open pages.
 */
export async function launchChromium(
  browserType?: BrowserType,
  options: LaunchOptions = launchOptions,
): Promise<Browser> {
  // Playwright loaded when a browser is launched, not by every script that imports scripts/shared: it takes about a
  // second to load.
  const type = browserType ?? (await import('@playwright/test')).chromium;
  return startWithin<Browser>(
    { what: 'Chromium', limitMs: CHROMIUM_START_LIMIT_MS, discard: (late) => late.close() },
    async ({ waitingFor }) => {
      waitingFor(`${options.executablePath ?? type.executablePath()} to open its DevTools connection`);
      return type.launch(options);
    },
  );
}
