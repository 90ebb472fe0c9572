/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildFailureReason, createLiveStatus } from './live-status';

describe('what became of the last publish', () => {
  it('takes the reason from the one line a failed build ends with', () => {
    const output = [
      'build: reading the CMS',
      'cms: retrying in 500 ms',
      '',
      'build failed after 12.3s: the CMS at http://127.0.0.1:1337/api is unreachable (gallery): could not connect (ECONNREFUSED). The previous site in out/ is unchanged.',
    ].join('\n');
    expect(buildFailureReason(output)).toBe(
      'the CMS at http://127.0.0.1:1337/api is unreachable (gallery): could not connect (ECONNREFUSED)',
    );
    expect(
      buildFailureReason(
        '\nbuild failed: "Fees and funding" is not published. The previous site is unchanged.\n',
      ),
    ).toBe('"Fees and funding" is not published');
    expect(buildFailureReason('Killed')).toBe('the site could not be built (npm start’s output says why)');
  });

  it('records building, live and failed, each failure with the time the site last went live', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'live-status-')), 'live.json');
    const times = [
      '2026-11-26T13:59:00.000Z',
      '2026-11-26T14:00:00.000Z',
      '2026-11-26T14:59:00.000Z',
      '2026-11-26T15:00:00.000Z',
    ];
    const status = createLiveStatus(file, () => new Date(times.shift()!));
    const read = () => JSON.parse(readFileSync(file, 'utf8'));
    status.building();
    expect(read()).toEqual({ state: 'building', since: null });
    status.live();
    // The live site holds what was published before its build began, a minute before it went live.
    expect(read()).toEqual({
      state: 'live',
      since: '2026-11-26T14:00:00.000Z',
      holdsBefore: '2026-11-26T13:59:00.000Z',
    });
    status.building();
    expect(read()).toEqual({
      state: 'building',
      since: '2026-11-26T14:00:00.000Z',
      holdsBefore: '2026-11-26T13:59:00.000Z',
    });
    status.failed('the CMS is unreachable');
    expect(read()).toEqual({
      state: 'failed',
      reason: 'the CMS is unreachable',
      at: '2026-11-26T15:00:00.000Z',
      since: '2026-11-26T14:00:00.000Z',
      holdsBefore: '2026-11-26T13:59:00.000Z',
    });
  });
});
