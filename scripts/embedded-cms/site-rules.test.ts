/** @jest-environment node */
// The CMS judges editors' work by cms/src/site-rules.js, made from lib/cms/rules.ts at install and at each start of
// the embedded CMS. A CMS deployed from this folder between the two would judge by old rules: this fails first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { cmsDir } from '../shared/paths';
import { bundleSiteRules, siteRulesFile } from './site-rules';

describe("the CMS's copy of the site's content rules", () => {
  it('is the one lib/cms/rules.ts makes now (run `npm install` to make it again)', () => {
    expect(existsSync(siteRulesFile)).toBe(true);
    const stale = readFileSync(siteRulesFile, 'utf8') !== bundleSiteRules();
    expect({ stale, fix: 'npm install' }).toEqual({ stale: false, fix: 'npm install' });
  });

  it('loads in the CommonJS the CMS runs, with the rules of every content type a page shows', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's own way of loading it
    const rules = require(siteRulesFile) as { CONTENT_RULES: Record<string, unknown>; checkEntry: unknown };
    expect(typeof rules.checkEntry).toBe('function');
    // Every content type of the CMS's own is shown on a page, so each has rules, named by its uid.
    const types = readdirSync(path.join(cmsDir, 'src', 'api')).map((name) => `api::${name}.${name}`);
    expect(Object.keys(rules.CONTENT_RULES).sort()).toEqual(types.sort());
  });
});
