/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { idleCores, measureWorkers, workersFor } from './workers';

/** A core's CPU times (ms), with `busy` spent in user code and `idle` idle. */
const core = (busy: number, idle: number) => ({
  times: { user: busy, nice: 0, sys: 0, idle, irq: 0 },
});

describe('idle cores', () => {
  it('counts a core that did nothing as one, and a core kept busy as none', () => {
    const before = [core(1000, 5000), core(1000, 5000)];
    const after = [core(1000, 6000), core(2000, 5000)];
    expect(idleCores(before, after)).toBeCloseTo(1);
  });

  it('adds up the idle share of every core', () => {
    const before = [core(0, 0), core(0, 0)];
    const after = [core(250, 750), core(250, 750)];
    expect(idleCores(before, after)).toBeCloseTo(1.5);
  });

  it('calls a machine idle when no time passed between the readings', () => {
    const same = [core(10, 10), core(10, 10)];
    expect(idleCores(same, same)).toBe(2);
  });
});

describe('workers for the free cores', () => {
  it('gives one per core that is at least three-quarters idle', () => {
    expect(workersFor(2, 2)).toBe(2);
    expect(workersFor(1.8, 2)).toBe(2);
    expect(workersFor(1.7, 2)).toBe(1);
    expect(workersFor(1, 2)).toBe(1);
  });

  it('never gives fewer than one, nor more than the cores there are', () => {
    expect(workersFor(0, 2)).toBe(1);
    expect(workersFor(8, 2)).toBe(2);
  });

  it('measures this machine', () => {
    const { workers, free, cores } = measureWorkers(50);
    expect(free).toBeGreaterThanOrEqual(0);
    expect(free).toBeLessThanOrEqual(cores);
    expect(workers).toBeGreaterThanOrEqual(1);
    expect(workers).toBeLessThanOrEqual(cores);
  });
});
