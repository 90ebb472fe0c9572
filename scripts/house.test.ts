/** @jest-environment node */
// How the project keeps its scripts: one language, and facts the scripts and the CMS share written once.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsEnv, tokenFile } from './cms';
import { cmsDir, rootDir } from './paths';

describe('the scripts', () => {
  it('are TypeScript, with no plain-JavaScript modules and no hand-kept type shims beside them', () => {
    const files = readdirSync(path.join(rootDir, 'scripts'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)));
    expect(files.filter((file) => /\.(mjs|cjs|js|d\.mts|d\.ts)$/.test(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.ts')).length).toBeGreaterThan(20);
  });

  it('tell the embedded CMS where to write the site token, and the seed has no path of its own', () => {
    expect(cmsEnv().CMS_TOKEN_FILE).toBe(tokenFile());
    expect(cmsEnv({ tokenFile: '.tmp/other-token' }).CMS_TOKEN_FILE).toBe(
      path.join(cmsDir, '.tmp/other-token'),
    );
    const seed = readFileSync(path.join(cmsDir, 'scripts', 'seed.js'), 'utf8');
    expect(seed).toContain('process.env.CMS_TOKEN_FILE');
    expect(seed).not.toMatch(/api-token['"]/);
  });
});
