/** @jest-environment node */
// The build's "place the files" stage: the one way a photo reaches the site.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaNamedBy, placeMedia } from './place-files';

const photo = (width: number, format: string) => `0123456789abcdef-${width}.${format}`;
const brochure = 'wealdhaven-house-brochure-fedcba9876543210.pdf';

let work: string;
let staging: string;
let files: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'place-files-'));
  staging = path.join(work, 'staging');
  files = path.join(work, 'cache', 'files');
  for (const name of [
    photo(320, 'avif'),
    photo(640, 'webp'),
    photo(960, 'jpg'),
    brochure,
    photo(1440, 'avif'),
  ])
    write(path.join(files, name), name);
  // A page, an island's data and an album page's JSON, each naming some of them; a stale file from an older build.
  write(
    path.join(staging, 'index.html'),
    `<picture><source srcSet="/media/${photo(320, 'avif')} 320w"/><img src="/media/${photo(960, 'jpg')}"/></picture>` +
      `<a href="/media/${brochure}">Brochure</a>`,
  );
  write(path.join(staging, 'gallery', '2.txt'), `"src":"/media/${photo(640, 'webp')}"`);
  write(
    path.join(staging, 'gallery', 'pages', '2.json'),
    JSON.stringify({ src: `/media/${photo(960, 'jpg')}` }),
  );
  write(path.join(staging, 'media', 'old-0000000000000000.pdf'), 'stale');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('placeMedia', () => {
  it('puts exactly the files the pages, their data and the album pages name into media/, from the cache', () => {
    expect([...mediaNamedBy(staging)].sort()).toEqual(
      [photo(320, 'avif'), photo(640, 'webp'), photo(960, 'jpg'), brochure].sort(),
    );
    expect(placeMedia(staging, files)).toBe(4);
    const media = path.join(staging, 'media');
    expect(readdirSync(media).sort()).toEqual(
      [photo(320, 'avif'), photo(640, 'webp'), photo(960, 'jpg'), brochure].sort(),
    );
    expect(readFileSync(path.join(media, brochure), 'utf8')).toBe(brochure);
  });

  it('fails, naming one, when a page names a file the cache does not have', () => {
    write(path.join(staging, 'team.html'), `<img src="/media/${photo(480, 'webp')}"/>`);
    expect(() => placeMedia(staging, files)).toThrow(
      `the pages name 1 file the build did not make, such as media/${photo(480, 'webp')}`,
    );
  });

  it('passes on any other failure as it is, rather than call the file missing', () => {
    // Something in the cache's place that cannot be linked or copied as a file (as a full disk cannot be written).
    rmSync(path.join(files, brochure));
    mkdirSync(path.join(files, brochure));
    expect(() => placeMedia(staging, files)).toThrow(
      expect.objectContaining({ code: expect.not.stringMatching(/^ENOENT$/) }),
    );
    expect(() => placeMedia(staging, files)).not.toThrow(/did not make/);
  });

  it('ignores text that only looks like a path, and files that are not pages or data', () => {
    write(path.join(staging, 'about.html'), '<p>/media/not-a-file.png and /media/../secret</p>');
    write(path.join(staging, '_next', 'static', 'chunk.js'), `"/media/${photo(1440, 'avif')}"`);
    expect(mediaNamedBy(staging).has(photo(1440, 'avif'))).toBe(false);
    expect(placeMedia(staging, files)).toBe(4);
  });
});
