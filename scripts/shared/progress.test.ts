/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { progressLine, showProgress } from './progress';

/** A stream that keeps what is written to it, as a terminal or as a log. */
function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

describe('progress', () => {
  it('gives a count, the whole when known, and a bar only on a terminal', () => {
    expect(progressLine('photos', { done: 120, total: 300, detail: '45 encoded' }, 12.4, false)).toBe(
      'photos: 120 of 300 (45 encoded), 12s',
    );
    expect(progressLine('photos', { done: 150, total: 300 }, 3, true)).toBe(
      `photos: 150 of 300 [${'#'.repeat(12)}${'-'.repeat(12)}], 3s`,
    );
    expect(progressLine('photos', { done: 7 }, 0, true)).toBe('photos: 7, 0s');
  });

  it('in a log, says a line only when the count has moved, and nothing once stopped', () => {
    jest.useFakeTimers();
    const { stream, written: lines } = fakeStream(false);
    let done = 0;
    const stop = showProgress('photos', () => ({ done }), { everyMs: 1000, stream });
    jest.advanceTimersByTime(1000);
    done = 5;
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    stop();
    done = 9;
    jest.advanceTimersByTime(5000);
    jest.useRealTimers();
    expect(lines.map((line) => line.replace(/, \d+s\n$/, ''))).toEqual(['photos: 0', 'photos: 5']);
  });

  it('on a terminal, rewrites one line and clears it when stopped', () => {
    jest.useFakeTimers();
    const { stream, written } = fakeStream(true);
    const stop = showProgress('photos', () => ({ done: 1, total: 2 }), { stream });
    jest.advanceTimersByTime(400);
    stop();
    jest.useRealTimers();
    expect(written.length).toBe(3);
    expect(written.every((text) => text.startsWith('\r\x1b[K'))).toBe(true);
    expect(written.at(-1)).toBe('\r\x1b[K');
  });
});
