import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withFolderLock } from './folder-lock';

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newFolder() {
  const parent = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
  made.push(parent);
  return path.join(parent, 'work');
}

describe('withFolderLock', () => {
  it('runs the work of two callers one after the other, and the second says once that it waits', async () => {
    const folder = newFolder();
    const events: string[] = [];
    const said: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} begins`);
      await sleep(600);
      events.push(`${name} ends`);
      return name;
    };
    const first = withFolderLock(folder, 'build', work('first'), (line) => said.push(line));
    await sleep(100);
    const second = withFolderLock(folder, 'build', work('second'), (line) => said.push(line));
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(events).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^waiting for another build in .*work\/ to finish$/);
    expect(said[1]).toMatch(/^waited \d+ s for the other build$/);
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('lets go when the work throws', async () => {
    const folder = newFolder();
    await expect(
      withFolderLock(folder, 'build', async () => {
        throw new Error('the build broke');
      }),
    ).rejects.toThrow('the build broke');
    expect(existsSync(`${folder}.lock`)).toBe(false);
    const said: string[] = [];
    await withFolderLock(
      folder,
      'build',
      async () => undefined,
      (line) => said.push(line),
    );
    expect(said).toEqual([]);
  });

  it('takes over a lock its holder left behind, once nobody has kept it fresh for a minute', async () => {
    const folder = newFolder();
    // What a holder ended by SIGKILL leaves: the lock's folder, last touched long ago.
    mkdirSync(`${folder}.lock`, { recursive: true });
    const longAgo = new Date(Date.now() - 61_000);
    utimesSync(`${folder}.lock`, longAgo, longAgo);
    const said: string[] = [];
    expect(
      await withFolderLock(
        folder,
        'build',
        async () => 'ran',
        (line) => said.push(line),
      ),
    ).toBe('ran');
    expect(said).toEqual([]);
  });

  it('waits for a lock touched a moment ago', async () => {
    const folder = newFolder();
    mkdirSync(`${folder}.lock`, { recursive: true });
    const said: string[] = [];
    let ran = false;
    const waiting = withFolderLock(
      folder,
      'build',
      async () => (ran = true),
      (line) => said.push(line),
    );
    await sleep(700);
    expect(ran).toBe(false);
    expect(said).toHaveLength(1);
    rmSync(`${folder}.lock`, { recursive: true });
    await waiting;
    expect(ran).toBe(true);
  });
});
