/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { flakyLine, flakyTests, type PlaywrightReport } from './flaky';

/** A report of three tests: one passed first time, one only on its retry, one failed twice. */
const report: PlaywrightReport = {
  suites: [
    {
      title: 'gallery.spec.ts',
      specs: [
        {
          title: 'opens the viewer',
          file: 'gallery.spec.ts',
          line: 12,
          tests: [
            { projectName: 'desktop', status: 'expected', results: [{ status: 'passed', retry: 0 }] },
            {
              projectName: 'mobile',
              status: 'flaky',
              results: [
                { status: 'failed', retry: 0 },
                { status: 'passed', retry: 1 },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'with the text at 24px',
          specs: [
            {
              title: '/about fits',
              file: 'large-text.spec.ts',
              line: 40,
              tests: [
                {
                  projectName: 'desktop',
                  status: 'unexpected',
                  results: [
                    { status: 'failed', retry: 0 },
                    { status: 'failed', retry: 1 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('tests that passed only on a retry', () => {
  it('are the ones Playwright reports as flaky, named by project, place and title', () => {
    expect(flakyTests(report)).toEqual(['mobile › gallery.spec.ts:12 › opens the viewer']);
  });

  it('count as failed unless marked known, and are named on one line', () => {
    const { unknown, line } = flakyLine(flakyTests(report), []);
    expect(unknown).toEqual(['mobile › gallery.spec.ts:12 › opens the viewer']);
    expect(line).toBe(
      'flaky: 1 passed only on a retry, 1 of them not known (counted as failed): mobile › gallery.spec.ts:12 › opens the viewer',
    );
  });

  it('marked known, are still named but not counted as failed', () => {
    const known = [{ test: /gallery\.spec\.ts:12/, why: 'a slow first paint' }];
    const { unknown, line } = flakyLine(flakyTests(report), known);
    expect(unknown).toEqual([]);
    expect(line).toContain('opens the viewer (known)');
  });

  it('say so when there are none', () => {
    expect(flakyLine([]).line).toBe('flaky: none (no test passed only on a retry)');
  });
});
