/** @jest-environment node */
// The CMS's guards judge a path as Strapi's router and file server may take it (cms/src/routed-path.js): every
// spelling that reaches a guarded place is the same path to the guard.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from '../shared';

const { resolvedPath } = createRequire(import.meta.url)(path.join(cmsDir, 'src', 'routed-path.js')) as {
  resolvedPath: (pathname: string) => string;
};

describe("the CMS's guards' reading of a path", () => {
  it.each([
    '/admin/register-admin',
    '/admin/register-admin/',
    '/ADMIN/REGISTER-ADMIN',
    '/Admin/Register-Admin//',
    '/admin/%72egister-admin',
    '/admin/%2572egister-admin',
    '/%61dmin/register-admin',
    '/admin//register-admin',
    '/admin/./register-admin',
    '/x/../admin/register-admin',
    '/admin%2Fregister-admin',
  ])('takes %s for /admin/register-admin', (spelling) => {
    expect(resolvedPath(spelling)).toBe('/admin/register-admin');
  });

  it.each([
    '/%75ploads/a.pdf',
    '/./uploads/a.pdf',
    '/x/../uploads/a.pdf',
    '/uploads%2Fa.pdf',
    '/UPLOADS/a.pdf',
  ])('takes %s for a file in the uploads', (spelling) => {
    expect(resolvedPath(spelling).startsWith('/uploads/')).toBe(true);
  });

  it('leaves a path it cannot decode as it was sent, and never climbs above the root', () => {
    expect(resolvedPath('/admin/%E0%A4%A')).toBe('/admin/%e0%a4%a');
    expect(resolvedPath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(resolvedPath('/')).toBe('/');
  });

  it('is the only way a file of the CMS reads a request path', () => {
    const readers: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'api' && entry.name !== 'node_modules') walk(file);
        } else if (/\.(js|jsx)$/.test(entry.name) && entry.name !== 'routed-path.js') {
          const text = readFileSync(file, 'utf8');
          if (/\bctx\.(path|url|originalUrl|request\.(path|url))\b/.test(text))
            readers.push(path.relative(cmsDir, file));
        }
      }
    };
    walk(path.join(cmsDir, 'src'));
    walk(path.join(cmsDir, 'config'));
    expect({ readers, fix: 'read the path with routedPath (cms/src/routed-path.js)' }).toEqual({
      readers: [],
      fix: 'read the path with routedPath (cms/src/routed-path.js)',
    });
  });
});
