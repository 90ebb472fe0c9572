/** @jest-environment node */
// The embedded CMS is told where to write the site's token, and the build reads it from the same place; its .env
// file is read one way, as Strapi reads it.
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsDir } from '../shared';
import { cmsEnv, cmsLocalSecret, tokenFile } from './cms';

describe('the embedded CMS’s token file', () => {
  it('is the one place the seed writes to and the build reads from', () => {
    expect(cmsEnv().CMS_TOKEN_FILE).toBe(tokenFile());
  });

  it('is resolved inside cms/ when given as a relative path', () => {
    expect(cmsEnv({ tokenFile: '.tmp/other-token' }).CMS_TOKEN_FILE).toBe(
      path.join(cmsDir, '.tmp/other-token'),
    );
    expect(tokenFile({ tokenFile: '.tmp/other-token' })).toBe(path.join(cmsDir, '.tmp/other-token'));
  });
});

describe('the embedded CMS’s .env file', () => {
  it('is read as Strapi’s dotenv reads it: quotes, `export`, comments, a value with = in it', () => {
    const { readEnvFile } = createRequire(import.meta.url)(path.join(cmsDir, 'scripts', 'ensure-env.js')) as {
      readEnvFile: (file: string) => Record<string, string>;
    };
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cms-env-')), '.env');
    writeFileSync(
      file,
      [
        '# Local secrets',
        'PREVIEW_SECRET="a quoted secret"',
        "export ADMIN_JWT_SECRET='abc=def'",
        'APP_KEYS=one,two # the keys',
        '',
      ].join('\n'),
    );
    expect(readEnvFile(file)).toEqual({
      PREVIEW_SECRET: 'a quoted secret',
      ADMIN_JWT_SECRET: 'abc=def',
      APP_KEYS: 'one,two',
    });
    expect(readEnvFile(path.join(path.dirname(file), 'missing'))).toEqual({});
  });

  it('gives way to the environment', () => {
    process.env.CMS_TEST_ONLY_SECRET = ' from the environment ';
    try {
      expect(cmsLocalSecret('CMS_TEST_ONLY_SECRET')).toBe('from the environment');
    } finally {
      delete process.env.CMS_TEST_ONLY_SECRET;
    }
  });
});
