/** @jest-environment node */
// The README's "How it is built" draws scripts/ room by room; a room or a shared file added without its line there
// leaves a newcomer with a map that stops short.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { rootDir } from './paths';

/** The layout block's lines under `scripts/`, up to the next top-level entry. */
function scriptsMap(): string[] {
  const readme = readFileSync(path.join(rootDir, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## How it is built'));
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('scripts/ '));
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  expect(start).toBeGreaterThan(-1);
  return lines.slice(start + 1, end);
}

describe("the README's map of scripts/", () => {
  const entries = readdirSync(path.join(rootDir, 'scripts'), { withFileTypes: true });

  it('gives each room a line of its own', () => {
    const rooms = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const drawn = scriptsMap()
      .map((line) => /^ {2}([\w-]+)\/ /.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(drawn.sort()).toEqual(rooms.sort());
  });

  it('names each file that sits outside the rooms', () => {
    const map = scriptsMap().join('\n');
    const files = entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name);
    expect(files.length).toBeGreaterThan(0);
    const unnamed = files.filter((name) => !new RegExp(`(^|[\\s,])${name.replace('.', '\\.')}\\b`).test(map));
    expect(unnamed).toEqual([]);
  });
});
