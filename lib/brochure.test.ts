/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { readPdfsApart, type PdfReading } from '@/scripts/testing/read-pdf-apart';
import { makeBrochure, type BrochureInput, type BrochurePhoto } from './brochure';
import type { HomeFacts } from './kit';
import { sampleFacts } from './cms/testing/sample-facts';
import { sampleBrochureWords } from './cms/testing/sample-home';

const facts = sampleFacts;

const changedFacts: HomeFacts = {
  ...facts,
  reviews: { ...facts.reviews, score: 9.8, count: 41 },
  cqc: { ...facts.cqc, overall: 'Outstanding', reportPublishedOn: '2026-10-01' },
};

/** The home, its welcome, the kinds of care and what it cannot meet, as the CMS gives them to the site. */
let words: Omit<BrochureInput, 'facts' | 'photos'>;
let home: BrochureInput['home'];

let photos: BrochurePhoto[];
/** The brochures each test looks at, made once, and what PDF.js reads in them. */
let made: Record<'withPhotos' | 'changed' | 'withoutPhotos', { pdf: Buffer; reading: PdfReading }>;

// Making three brochures and starting PDF.js takes about 5 s with one core busy: more than a test's 5 s budget, so
// the work is done once, with a budget of its own.
beforeAll(async () => {
  words = await sampleBrochureWords();
  home = words.home;
  const jpeg = (colour: string) =>
    sharp({ create: { width: 640, height: 420, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  photos = await Promise.all(
    ['#6b8f71', '#c9a25b', '#8c3a20', '#1f3a2e'].map(async (colour, index) => ({
      jpeg: await jpeg(colour),
      alt: `Sample photo ${index + 1}`,
    })),
  );
  const pdfs = await Promise.all([
    makeBrochure({ facts, photos, ...words }),
    makeBrochure({ facts: changedFacts, photos, ...words }),
    makeBrochure({ facts, photos: [], ...words }),
  ]);
  const [withPhotos, changed, withoutPhotos] = (await readPdfsApart(pdfs)).map((reading, index) => ({
    pdf: pdfs[index]!,
    reading,
  }));
  made = { withPhotos: withPhotos!, changed: changed!, withoutPhotos: withoutPhotos! };
}, 30_000);

describe('the brochure the site makes', () => {
  it('is an A4 PDF of six pages that states the facts the pages state', () => {
    const { pdf, reading } = made.withPhotos;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(reading.pages).toHaveLength(6);
    const text = reading.pages.join('\n');
    expect(text).toContain('Rated Good by the Care Quality Commission');
    expect(text).toContain('Report published 12 June 2025');
    expect(text).toMatch(/Caring Outstanding/);
    expect(text).toMatch(/Well-led Not rated/);
    expect(text).toContain('9.7/10');
    expect(text).toContain('from 33 reviews');
    expect(text).toContain('Food hygiene rated 5 out of 5 (very good)');
    expect(text).toContain('inspected 4 March 2025');
    expect(text).toContain(home.phone.display);
    // The kinds of care and what the home cannot meet, in the editors' words.
    expect(text).toContain('A home for good, with care day and night.');
    expect(text).toContain('Day care');
    expect(text).toContain('What we cannot meet');
    expect(text).toContain('nursing care day and night');
    // The rooms, with the count every page states, and who looks after residents.
    expect(text).toContain('Rooms free now: 1 room free now. Confirmed on 23 November 2026');
    expect(text).toContain('A single room: £1,395 a week');
    expect(text).toContain('12 to 13.5 square metres');
    expect(text).toContain('5 carers on shift by day, and 2 awake all night');
    expect(text).toContain('Night, 8 pm to 8 am: 2 carers awake all night, led by a senior carer.');
    expect(reading.links).toEqual(
      expect.arrayContaining([facts.cqc.reportUrl, home.phone.href, home.email.href]),
    );
  });

  it('follows the facts when they change', () => {
    const text = made.changed.reading.pages.join('\n');
    expect(text).toContain('Rated Outstanding by the Care Quality Commission');
    expect(text).toContain('Report published 1 October 2026');
    expect(text).toContain('9.8/10');
    expect(text).toContain('from 41 reviews');
    expect(text).not.toContain('Rated Good');
  });

  it('is tagged for screen readers: its title, language, headings and every photo’s text', () => {
    const { reading } = made.withPhotos;
    expect(reading.title).toBe(`${home.name}: brochure`);
    expect(reading.lang).toBe('en-GB');
    expect(reading.tagged).toBe(true);
    expect(reading.roles.filter((role) => role === 'H1')).toHaveLength(1);
    expect(reading.roles).toEqual(expect.arrayContaining(['H2', 'H3', 'P', 'L', 'LI', 'Figure']));
    expect(reading.figureAlts).toEqual(photos.map((photo) => photo.alt));
  });

  it('is made without photos too, with a plain panel in their place', () => {
    const { reading } = made.withoutPhotos;
    expect(reading.pages).toHaveLength(6);
    expect(reading.figureAlts).toEqual([]);
  });

  it('goes on to a page of its own when the editors’ words run long, rather than off the page', async () => {
    const long = Array.from({ length: 40 }, (_, index) => ({
      kind: 'paragraph' as const,
      text: `Paragraph ${index + 1} of what the home cannot meet, long enough to take two lines of the page.`,
    }));
    const [reading] = await readPdfsApart([
      await makeBrochure({ facts, photos, ...words, cannotMeet: long }),
    ]);
    expect(reading!.pages.length).toBeGreaterThan(6);
    const text = reading!.pages.join('\n');
    expect(text).toContain('Paragraph 1 of what');
    expect(text).toContain('Paragraph 40 of what');
    // Every page between the cover and "Come and see us" ends with its own footer and number: the words went on to a
    // page the brochure made (PDFKit's own overflow page would have neither).
    reading!.pages
      .slice(1, -1)
      .forEach((page, index) => expect(page).toMatch(new RegExp(`${home.name} ${index + 2}$`)));
    expect(reading!.pages.at(-1)).toContain(home.phone.display);
  }, 30_000);

  it('has bytes that depend only on what it says, so its content-hashed name changes only with it', async () => {
    const again = await makeBrochure({ facts, photos, ...words });
    expect(again.equals(made.withPhotos.pdf)).toBe(true);
    expect(made.changed.pdf.equals(made.withPhotos.pdf)).toBe(false);
  });
});
