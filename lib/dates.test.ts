import { describe, expect, it } from '@jest/globals';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes a day as people in the UK write it', () => {
    expect(formatDate('2025-06-12')).toBe('12 June 2025');
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('June 2025')).toThrow(RangeError);
  });
});
