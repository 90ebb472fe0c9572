// The libraries whose output the site keeps by name or byte for byte move only when we move them: sharp (whose version
// is part of every photo file's name, lib/cms/image-pipeline.ts) and pdfkit (the brochure), exact in both package.json
// files, and one sharp for the site and the CMS, the one Strapi's upload plugin pins.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../shared';

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const manifest = (...parts: string[]) =>
  JSON.parse(readFileSync(path.join(rootDir, ...parts, 'package.json'), 'utf8')) as Manifest & {
    version: string;
  };
const wanted = (tree: Manifest, name: string) => tree.dependencies?.[name] ?? tree.devDependencies?.[name];
const EXACT = /^\d+\.\d+\.\d+$/;

/** Every copy of `name` installed under `folder`'s node_modules, at any depth, by its folder. */
function installed(folder: string, name: string): string[] {
  const modules = path.join(folder, 'node_modules');
  if (!existsSync(modules)) return [];
  const found = existsSync(path.join(modules, name, 'package.json')) ? [path.join(modules, name)] : [];
  const packages = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? readdirSync(path.join(modules, entry.name)).map((inner) => path.join(modules, entry.name, inner))
        : [path.join(modules, entry.name)],
    );
  return [...found, ...packages.flatMap((inner) => installed(inner, name))];
}

describe('versions that move only when we move them', () => {
  const site = manifest();
  const cms = manifest('cms');

  it.each(['sharp', 'pdfkit'])('names %s at one exact version in the site and in the CMS', (name) => {
    expect(wanted(site, name)).toMatch(EXACT);
    expect(wanted(cms, name)).toBe(wanted(site, name));
  });

  it('has one sharp installed for both, the one Strapi’s upload plugin pins', () => {
    const pinned = wanted(manifest('cms', 'node_modules', '@strapi', 'upload'), 'sharp');
    expect(wanted(site, 'sharp')).toBe(pinned);
    // No other copy anywhere in either tree (Next.js asks for its own; package.json's overrides give it ours).
    const copies = [...installed(rootDir, 'sharp'), ...installed(path.join(rootDir, 'cms'), 'sharp')];
    expect(copies.map((folder) => path.relative(rootDir, folder)).sort()).toEqual([
      path.join('cms', 'node_modules', 'sharp'),
      path.join('node_modules', 'sharp'),
    ]);
    for (const folder of copies)
      expect(JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version).toBe(pinned);
  });
});
