/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../shared';
import { gateCommand, GATES } from './gates';

describe('the quality gates', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };

  it('each run alone by `npm run check:<name>`, and package.json has no check of its own beside them', () => {
    const checks = Object.fromEntries(Object.entries(scripts).filter(([name]) => name.startsWith('check:')));
    expect(checks).toEqual(
      Object.fromEntries(GATES.map((gate) => [`check:${gate.name}`, gateCommand(gate)])),
    );
  });

  it('each a program that exists, with a limit', () => {
    for (const gate of GATES) {
      expect([gate.name, existsSync(path.join(rootDir, 'scripts', gate.script))]).toEqual([gate.name, true]);
      expect(gate.limitMinutes).toBeGreaterThan(0);
    }
  });
});
