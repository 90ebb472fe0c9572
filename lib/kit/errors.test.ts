import { describe, expect, it } from '@jest/globals';
import { CmsError, cmsErrorIn } from './errors';

describe('cmsErrorIn', () => {
  const error = new CmsError({
    kind: 'unauthorized',
    collection: 'teams',
    url: 'http://127.0.0.1:1337/api/teams?page=1',
    status: 401,
    detail: 'the CMS rejected the API token',
  });

  it('finds the message of a CmsError that another program printed, as next build prints a page’s error', () => {
    const output = [
      '  Generating static pages using 1 worker (8/33)',
      'Error occurred prerendering page "/team". Read more: https://nextjs.org/docs/messages/prerender-error',
      `Error: ${error.message}`,
      '    at fetchTeamMembers (.next/server/chunks/ssr/lib_cms_1a2b.js:1:200) {',
      "  digest: '2918471023'",
      '}',
      `\u001b[31mError: ${error.message}\u001b[39m`,
    ].join('\n');
    expect(cmsErrorIn(output)).toBe(error.message);
  });

  it('finds one in colour, as a terminal shows it', () => {
    expect(cmsErrorIn(`\u001b[31m⨯\u001b[39m \u001b[1m${error.message}\u001b[22m\n`)).toBe(error.message);
  });

  it('finds every kind, with or without a status', () => {
    const timeout = new CmsError({
      kind: 'timeout',
      collection: 'galleries',
      url: 'https://cms.example.org/api/galleries',
    });
    expect(cmsErrorIn(`x\n${timeout.message}\n`)).toBe(timeout.message);
  });

  it('is null when the output holds no CMS error', () => {
    expect(cmsErrorIn('Type error: Property "x" does not exist\nnext build failed')).toBeNull();
    expect(cmsErrorIn('build: reading content from the CMS')).toBeNull();
  });
});
