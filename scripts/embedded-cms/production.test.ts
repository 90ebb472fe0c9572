/** @jest-environment node */
// The CMS's production start refuses, in one line, what a server must never run with (cms:production).
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { PRODUCTION_SECRETS, productionRefusal } from './production';

const secret = () => randomBytes(32).toString('base64');
const good = (): Record<string, string | undefined> => ({
  ...Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, secret()])),
  APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
  PUBLIC_URL: 'https://cms.wealdhaven-house.example',
  PREVIEW_URL: 'https://preview.wealdhaven-house.example',
});

describe('the production start', () => {
  it('runs with every secret set, made at random, and both addresses on https', () => {
    expect(productionRefusal(good())).toBeUndefined();
  });

  it.each(PRODUCTION_SECRETS)('refuses when %s is missing, naming it', (name) => {
    const env = good();
    delete env[name];
    expect(productionRefusal(env)).toMatch(new RegExp(`^${name} is not set`));
  });

  it.each([
    ['JWT_SECRET', 'toBeModified1'],
    ['ADMIN_JWT_SECRET', 'tobemodified-tobemodified-tobemodified'],
    ['PREVIEW_SECRET', 'x'.repeat(40)],
    ['ENCRYPTION_KEY', 'short-but-random-7Qz'],
    // 28 characters made at random: the docs ask for 32.
    ['PREVIEW_SECRET', randomBytes(21).toString('base64')],
    ['APP_KEYS', `${secret()},toBeModified2`],
  ])('refuses a sample or short %s (%s)', (name, value) => {
    expect(productionRefusal({ ...good(), [name]: value })).toMatch(
      new RegExp(`^${name} is a sample or too short`),
    );
  });

  it('refuses a PUBLIC_URL or PREVIEW_URL that is not https', () => {
    expect(productionRefusal({ ...good(), PUBLIC_URL: 'http://cms.wealdhaven-house.example' })).toMatch(
      /^PUBLIC_URL is http:\/\/cms\.wealdhaven-house\.example: serve it behind HTTPS/,
    );
    expect(productionRefusal({ ...good(), PREVIEW_URL: undefined })).toMatch(/^PREVIEW_URL is not set/);
  });
});
