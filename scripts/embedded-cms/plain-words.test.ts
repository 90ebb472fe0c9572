/** @jest-environment node */
// The admin's words in the home's plain English (cms/src/admin/plain-words.js) replace Strapi's by key: a key Strapi
// does not have (misspelt, or gone in an upgrade) would leave Strapi's words showing with nothing to say so. Each key
// is found here in the English of the Strapi package that owns it: the admin's own, or a plugin's under its name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { STRAPI_IN_PLAIN_WORDS } from '../../cms/src/admin/plain-words.js';
import { rootDir } from '../shared';

/**
 * A package's English, as its admin bundle carries it: a CommonJS file, run on its own here (the packages' exports
 * do not name it, and the CMS's node_modules are not the tests' to resolve).
 */
function englishOf(file: string): Record<string, string> {
  const loaded = { exports: {} as { default?: Record<string, string> } & Record<string, unknown> };
  runInNewContext(readFileSync(path.join(rootDir, 'cms', 'node_modules', file), 'utf8'), {
    module: loaded,
    exports: loaded.exports,
  });
  return (loaded.exports.default ?? loaded.exports) as Record<string, string>;
}

const ADMIN = englishOf('@strapi/admin/dist/admin/admin/src/translations/en.json.js');
/** The plugins whose words the home's editors meet, by the prefix their keys carry. */
const PLUGINS: Record<string, Record<string, string>> = {
  'content-manager': englishOf('@strapi/content-manager/dist/admin/translations/en.json.js'),
  upload: englishOf('@strapi/upload/dist/admin/translations/en.json.js'),
};

/** Keys Strapi's code asks for with its words beside the call, not in its English (the menu's "Content Manager"). */
const WORDS_IN_CODE = new Set(['content-manager.plugin.name']);

/** Whether Strapi has `key`, and so shows our words for it. */
function strapiHas(key: string): boolean {
  if (WORDS_IN_CODE.has(key)) return true;
  if (key in ADMIN) return true;
  const [prefix, ...rest] = key.split('.');
  const plugin = PLUGINS[prefix!];
  return plugin !== undefined && rest.join('.') in plugin;
}

describe('the admin’s plain words', () => {
  it('replace words Strapi has, each by a key it uses', () => {
    const unknown = Object.keys(STRAPI_IN_PLAIN_WORDS).filter((key) => !strapiHas(key));
    expect(unknown).toEqual([]);
  });

  it('keep each of Strapi’s placeholders, so that a number or a name still shows', () => {
    const lost = Object.entries(STRAPI_IN_PLAIN_WORDS).flatMap(([key, ours]) => {
      const [prefix, ...rest] = key.split('.');
      const theirs = ADMIN[key] ?? PLUGINS[prefix!]?.[rest.join('.')] ?? '';
      const placeholders = [...theirs.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      return placeholders.filter((name) => !ours.includes(`{${name}`)).map((name) => `${key}: {${name}}`);
    });
    expect(lost).toEqual([]);
  });
});
