/** @jest-environment node */
// The CMS serves the content types and judges editors' work by files made from the declarations (lib/content-types)
// at install and at each start of the embedded CMS. A CMS deployed from this folder between the two would serve old
// types or judge by old rules: this fails first.
import { describe, expect, it } from '@jest/globals';
import { contentTypes, strapiFiles, uidOf } from '../../lib/cms/tools';
import { siteRulesFile, staleCmsFiles } from './site-rules';

describe('what the CMS is given of the declarations', () => {
  it('is what the declarations make now (run `npm install` to make it again)', () => {
    expect({ stale: staleCmsFiles().stale, fix: 'npm install' }).toEqual({ stale: [], fix: 'npm install' });
  });

  it('holds each declared type as Strapi wants it: its schema, controller, router and service', () => {
    const files = [...strapiFiles().keys()];
    for (const { info } of Object.values(contentTypes)) {
      const name = info.singularName;
      expect(files).toEqual(
        expect.arrayContaining([
          `src/api/${name}/content-types/${name}/schema.json`,
          `src/api/${name}/controllers/${name}.js`,
          `src/api/${name}/routes/${name}.js`,
          `src/api/${name}/services/${name}.js`,
        ]),
      );
    }
  });

  it('loads in the CommonJS the CMS runs, with the rules of every content type a page shows', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's own way of loading it
    const rules = require(siteRulesFile) as { CONTENT_RULES: Record<string, unknown>; checkEntry: unknown };
    expect(typeof rules.checkEntry).toBe('function');
    expect(Object.keys(rules.CONTENT_RULES).sort()).toEqual(Object.values(contentTypes).map(uidOf).sort());
  });
});
