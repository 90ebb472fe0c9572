import { describe, expect, it } from '@jest/globals';
import { routes } from './metadata';
// The gates are plain Node scripts and cannot import TypeScript, so they keep their own copy of the routes.
import { routes as gateRoutes } from '../scripts/gates/routes.mjs';

describe('routes', () => {
  it('are the same list for the sitemap, the tests and the quality gates', () => {
    expect(gateRoutes).toEqual([...routes]);
  });
});
