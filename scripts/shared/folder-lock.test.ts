/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withFolderLock } from './folder-lock';
import { rootDir } from './paths';

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newFolder() {
  const parent = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
  made.push(parent);
  return path.join(parent, 'work');
}

/** A lock as another process left it: its folder, its holder, and when it was last touched. */
function leftLock(folder: string, holder: { pid: number; host: string } | undefined, touchedMsAgo: number) {
  const lock = `${folder}.lock`;
  mkdirSync(lock, { recursive: true });
  if (holder) writeFileSync(path.join(lock, 'holder.json'), JSON.stringify(holder));
  const when = new Date(Date.now() - touchedMsAgo);
  utimesSync(lock, when, when);
}

describe('withFolderLock', () => {
  it('runs the work of two callers one after the other, and the second says once that it waits', async () => {
    const folder = newFolder();
    const events: string[] = [];
    const said: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} begins`);
      await sleep(800);
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

  it('lets go when its process exits while it works', () => {
    const folder = newFolder();
    const lockModule = path.join(rootDir, 'scripts', 'shared', 'folder-lock.ts');
    const program = `
      import { withFolderLock } from ${JSON.stringify(lockModule)};
      await withFolderLock(${JSON.stringify(folder)}, 'build', async () => process.exit(3), () => {});
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    expect({ status: child.status, stderr: child.stderr }).toEqual({ status: 3, stderr: '' });
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('takes over at once a lock whose holder, on this host, no longer runs', async () => {
    const folder = newFolder();
    const ended = spawnSync(process.execPath, ['-e', '']);
    leftLock(folder, { pid: ended.pid!, host: hostname() }, 0);
    const said: string[] = [];
    expect(
      await withFolderLock(
        folder,
        'build',
        async () => 'ran',
        (line) => said.push(line),
      ),
    ).toBe('ran');
    expect(said).toEqual([expect.stringMatching(/^taking over .*work\.lock\/, whose holder is gone$/)]);
  });

  it('takes over a lock of another host’s that nobody has touched for a minute', async () => {
    const folder = newFolder();
    leftLock(folder, { pid: process.pid, host: 'another-host' }, 61_000);
    expect(
      await withFolderLock(
        folder,
        'build',
        async () => 'ran',
        () => {},
      ),
    ).toBe('ran');
  });

  it('waits for a lock just made, and for one whose holder on this host runs, however long untouched', async () => {
    for (const [holder, age] of [
      [undefined, 0],
      [{ pid: process.pid, host: hostname() }, 0],
      // Its holder busy with work that blocks its timer (a seed it waits for), silent past the minute.
      [{ pid: process.pid, host: hostname() }, 61_000],
    ] as const) {
      const folder = newFolder();
      leftLock(folder, holder, age);
      const said: string[] = [];
      let ran = false;
      const waiting = withFolderLock(
        folder,
        'build',
        async () => (ran = true),
        (line) => said.push(line),
      );
      await sleep(1_200);
      expect(ran).toBe(false);
      expect(said).toHaveLength(1);
      rmSync(`${folder}.lock`, { recursive: true });
      await waiting;
      expect(ran).toBe(true);
    }
  });

  it('never lets two waiters hold it: one who judged it abandoned leaves alone the lock another has just taken', async () => {
    const folder = newFolder();
    const lock = `${folder}.lock`;
    // Abandoned: its holder, of this host, has ended.
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    leftLock(folder, { pid: gone, host: hostname() }, 0);
    // Another waiter runs (this process stands in for it): it judged the lock abandoned at the same moment as this
    // one, and takes it over between this one's judgement and its taking over.
    const other = { pid: process.ppid, host: hostname() };
    let tookOver = false;
    let ran = false;
    const waiting = withFolderLock(
      folder,
      'build',
      async () => (ran = true),
      (line) => {
        if (tookOver || !line.startsWith('taking over')) return;
        tookOver = true;
        rmSync(lock, { recursive: true });
        mkdirSync(lock);
        writeFileSync(path.join(lock, 'holder.json'), JSON.stringify(other));
      },
    );
    await sleep(1_200);
    // The other waiter holds it, and this one waits for it rather than taking it too.
    expect(tookOver).toBe(true);
    expect(ran).toBe(false);
    expect(JSON.parse(readFileSync(path.join(lock, 'holder.json'), 'utf8'))).toEqual(other);
    rmSync(lock, { recursive: true });
    await waiting;
    expect(ran).toBe(true);
    expect(existsSync(`${lock}.break`)).toBe(false);
  });

  it('adds no listener for a signal to the process', async () => {
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    const before = signals.map((signal) => process.listenerCount(signal));
    const during = await withFolderLock(newFolder(), 'build', async () =>
      signals.map((signal) => process.listenerCount(signal)),
    );
    expect(during).toEqual(before);
  });
});
