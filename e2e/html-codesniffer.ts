import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// HTML_CodeSniffer, the checker behind pa11y and the accessibility auditor the project's review uses, put into the
// page (as e2e/axe.ts puts axe) and asked at WCAG 2 AAA. Axe checks the pages at AA; this answers what AAA asks of
// their structure that axe leaves alone.

const source = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

type Message = { type: number; code: string; msg: string; element: Element };
type WithHtmlcs = {
  HTMLCS?: {
    process: (standard: string, content: Document, done: () => void, failed: () => void) => void;
    getMessages: () => Message[];
  };
};

/**
 * HTML_CodeSniffer's errors at WCAG 2 AAA on the page as it is now whose code matches `codes` (G141: headings out of
 * order), each as its code, message and element's tag.
 */
export async function codeSnifferErrors(page: Page, codes: RegExp): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as WithHtmlcs).HTMLCS === 'object')))
    await page.evaluate(source);
  const found = await page.evaluate(
    () =>
      new Promise<{ code: string; msg: string; tag: string }[]>((resolve, reject) => {
        const htmlcs = (window as WithHtmlcs).HTMLCS!;
        htmlcs.process(
          'WCAG2AAA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                // 1 is an error; 2 and 3 are warnings and notices for a person to judge.
                .filter((message) => message.type === 1)
                .map(({ code, msg, element }) => ({ code, msg, tag: element?.tagName?.toLowerCase() ?? '' })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not check the page')),
        );
      }),
  );
  return found.filter(({ code }) => codes.test(code)).map(({ code, msg, tag }) => `${code} <${tag}>: ${msg}`);
}
