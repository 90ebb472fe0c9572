/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { onLiveSite } from './live-status-words';

describe('whether a publish is on the live site', () => {
  const began = '2026-11-26T14:00:00.000Z';
  const before = '2026-11-26T13:59:58.000Z';
  const after = '2026-11-26T14:00:03.000Z';

  it('is once the build the live site is from began after it, and not while it builds or after a failure', () => {
    const live = { state: 'live', since: '2026-11-26T14:01:00.000Z', holdsBefore: began } as const;
    expect(onLiveSite(live, before)).toBe(true);
    // Published while the build ran: that build read the CMS before it, so the live site does not show it yet.
    expect(onLiveSite(live, after)).toBe(false);
    expect(onLiveSite({ state: 'building', since: live.since, holdsBefore: began }, after)).toBe(false);
    expect(
      onLiveSite({ state: 'failed', reason: 'the CMS is unreachable', at: after, since: null }, before),
    ).toBe(false);
  });

  it('is not while nothing went live since the site started, and is unknown where nothing records it', () => {
    expect(onLiveSite(undefined, before)).toBe(false);
    expect(onLiveSite({ state: 'building', since: null }, before)).toBe(false);
    expect(onLiveSite(null, before)).toBeNull();
    // A record from before builds said when they began: the time the site went live stands for it.
    expect(onLiveSite({ state: 'live', since: began }, before)).toBe(true);
  });
});
