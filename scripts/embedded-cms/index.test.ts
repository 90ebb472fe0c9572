/** @jest-environment node */
// The embedded CMS is told where to write the site's token, and the build reads it from the same place.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { cmsDir } from '../shared/paths';
import { cmsEnv, tokenFile } from '.';

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
