import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { brandColours as c } from '@/lib/brand-colours';
import { type HomeFacts } from '@/lib/kit';
import { plainText, type TextBlock } from '@/lib/rich-text';
import type { Home, RoomKind, Staffing } from '@/lib/content-types';
import { brochureCopy, type BrochureWords } from '@/lib/content/brochure';

/** A photo for the brochure: a JPEG's bytes (the image pipeline's fallback size) and what it shows. */
export type BrochurePhoto = { jpeg: Buffer; alt: string };

export type BrochureInput = {
  facts: HomeFacts;
  /** Who and where the home is ("The home"). */
  home: Home;
  /** The about page's title and opening words, which welcome the reader. */
  about: { title: string; lead: string };
  /** What "Visiting and a typical day" says of the resident's care supporter, if anything. */
  careSupporter: TextBlock[];
  /** The first few gallery photos, in the editors' order; the brochure uses up to five and draws a panel for any missing. */
  photos: BrochurePhoto[];
  /** The kinds of care, as Care lists them: their names and the line each says of itself. */
  care: { name: string; summary: string }[];
  /** What the home cannot meet, the editors' words as Care says them. */
  cannotMeet: TextBlock[];
  /** The kinds of room, as Rooms shows them. */
  rooms: RoomKind[];
  /** Who looks after residents, as Care shows it; null while it is not published. */
  staffing: Staffing | null;
  /** The brochure's own words ("Brochure" in the CMS). */
  words: BrochureWords;
};

/** The brochure's fonts: the site's own, from the packages that serve them to the pages (static weights). */
const FONTS = {
  body: '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff',
  bold: '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff',
  heading: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
} as const;
type Font = keyof typeof FONTS;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;

/** The newest day the facts speak of: the brochure's date, so the same facts always make the same bytes. */
function asOf(facts: HomeFacts): Date {
  const days = [facts.cqc.reportPublishedOn, facts.foodHygiene.ratedOn];
  if (facts.vacancies.known) days.push(facts.vacancies.confirmedOn);
  return new Date(`${days.sort().at(-1)}T00:00:00Z`);
}

/**
 * Makes the home's brochure, an A4 PDF of six pages (more when the editors' kinds of care and what the home cannot
 * meet run long), from the same facts and words the pages are built from, with no
 * browser (hosts have none at build time). The PDF is tagged (headings, paragraphs, figures with their text, links)
 * so that a screen reader reads it in order, and its bytes depend only on what it says.
 */
export function makeBrochure({
  facts,
  home,
  about,
  photos,
  care,
  cannotMeet,
  careSupporter,
  rooms,
  staffing,
  words,
}: BrochureInput): Promise<Buffer> {
  const copy = brochureCopy(facts, home, about, care, words, rooms, staffing);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: copy.title,
      Author: copy.cover.title,
      Subject: copy.subject,
      CreationDate: asOf(facts),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(FONTS))
    doc.registerFont(name, readFileSync(path.join(process.cwd(), 'node_modules', file)));

  const root = doc.struct('Document');
  doc.addStructure(root);

  /** Paints without a meaning of its own (backgrounds, rules, panels): marked as an artifact for screen readers. */
  const decoration = (paint: () => void) => {
    doc.markContent('Artifact', { type: 'Layout' });
    paint();
    doc.endMarkedContent();
  };
  let pageNumber = 0;
  const newPage = (background: string) => {
    pageNumber += 1;
    doc.addPage({ size: 'A4', margin: 0 });
    decoration(() => doc.rect(0, 0, A4.width, A4.height).fill(background));
  };
  type TextOptions = PDFKit.Mixins.TextOptions & { font?: Font; size?: number; colour?: string };
  const write = (tag: string, text: string, x: number, y: number | undefined, options: TextOptions = {}) => {
    const { font = 'body', size = 12.5, colour = c.ink, ...rest } = options;
    doc.font(font).fontSize(size).fillColor(colour);
    root.add(
      doc.struct(tag, {}, () => {
        doc.text(text, x, y, { width: WIDTH, lineGap: size * 0.35, ...rest });
      }),
    );
    return doc.y;
  };
  /** The height `write` would give the text. */
  const measure = (text: string, { font = 'body', size = 12.5, width = WIDTH }: TextOptions = {}) =>
    doc
      .font(font)
      .fontSize(size)
      .heightOfString(text, { width, lineGap: size * 0.35 });
  const eyebrow = (text: string, x: number, y: number, colour: string = c.terracotta) =>
    write('P', text.toUpperCase(), x, y, { font: 'bold', size: 10.5, colour });
  const photo = (index: number, x: number, y: number, w: number, h: number, radius = 10) => {
    const picture = photos[index];
    if (!picture) {
      decoration(() => doc.roundedRect(x, y, w, h, radius).fill(c.sage50));
      return;
    }
    root.add(
      doc.struct('Figure', { alt: picture.alt }, () => {
        doc.save();
        doc.roundedRect(x, y, w, h, radius).clip();
        doc.image(picture.jpeg, x, y, { cover: [w, h], align: 'center', valign: 'center' });
        doc.restore();
      }),
    );
  };
  const footer = (page: number = pageNumber) =>
    decoration(() => {
      doc.font('body').fontSize(9.5).fillColor(c.sage700);
      doc.text(copy.cover.title, MARGIN, A4.height - 36, { lineBreak: false });
      doc.text(String(page), A4.width - MARGIN - 20, A4.height - 36, { width: 20, align: 'right' });
    });

  // 1. The cover.
  newPage(c.cream);
  photo(0, 0, 0, A4.width, 480, 0);
  eyebrow(copy.cover.eyebrow, MARGIN, 520);
  let y = write('H1', copy.cover.title, MARGIN, 544, { font: 'heading', size: 40, colour: c.forest });
  y = write('P', copy.cover.strapline, MARGIN, y + 6, { size: 17 });
  if (copy.cover.sampleNote)
    write('P', copy.cover.sampleNote, MARGIN, y + 14, { size: 9.5, colour: c.sage700 });

  // 2. Welcome, figures and ratings.
  newPage(c.cream);
  eyebrow(copy.welcome.eyebrow, MARGIN, MARGIN);
  y = write('H2', copy.welcome.title, MARGIN, MARGIN + 22, { font: 'heading', size: 24, colour: c.forest });
  for (const paragraph of copy.welcome.paragraphs) y = write('P', paragraph, MARGIN, y + 10);
  y += 22;
  const figureWidth = (WIDTH - 2 * 18) / 3;
  copy.welcome.figures.forEach((figure, index) => {
    const x = MARGIN + index * (figureWidth + 18);
    decoration(() => doc.rect(x, y, figureWidth, 3).fill(c.gold));
    root.add(
      doc.struct('P', {}, () => {
        doc
          .font('heading')
          .fontSize(22)
          .fillColor(c.forest)
          .text(figure.value, x, y + 10, { width: figureWidth });
        doc.font('body').fontSize(12).fillColor(c.ink).text(figure.label, x, doc.y, { width: figureWidth });
      }),
    );
  });
  y += 80;
  const inner = { x: MARGIN + 22, width: WIDTH - 44 };
  const reportLine = `${copy.ratings.report.text}: ${copy.ratings.report.href}`;
  const cardHeight =
    22 +
    measure(copy.ratings.title, { font: 'heading', size: 18, width: inner.width }) +
    4 +
    measure(copy.ratings.published, { font: 'bold', width: inner.width }) +
    copy.ratings.keyQuestions.length * (6 + measure('Safe', { width: inner.width })) +
    10 +
    measure(reportLine, { font: 'bold', width: inner.width }) +
    6 +
    measure(copy.ratings.website, { size: 11.5, width: inner.width }) +
    8 +
    measure(copy.ratings.food, { size: 11.5, width: inner.width }) +
    18;
  decoration(() => doc.roundedRect(MARGIN, y, WIDTH, cardHeight, 10).fill(c.white));
  let r = write('H2', copy.ratings.title, inner.x, y + 22, {
    font: 'heading',
    size: 18,
    colour: c.forest,
    width: inner.width,
  });
  r = write('P', copy.ratings.published, inner.x, r + 4, { font: 'bold', width: inner.width });
  const list = doc.struct('L');
  root.add(list);
  for (const { label, rating } of copy.ratings.keyQuestions) {
    const top = r + 6;
    list.add(
      doc.struct('LI', {}, () => {
        const row = { lineGap: 12.5 * 0.35 };
        doc
          .font('body')
          .fontSize(12.5)
          .fillColor(c.ink)
          .text(label, inner.x, top, { ...row, width: 160 });
        doc.font('bold').text(rating, inner.x + 170, top, { ...row, width: inner.width - 170 });
      }),
    );
    r = doc.y;
  }
  list.end();
  root.add(
    doc.struct('P', {}, () => {
      doc.font('bold').fontSize(12.5).fillColor(c.terracotta);
      doc.text(reportLine, inner.x, r + 10, {
        width: inner.width,
        lineGap: 12.5 * 0.35,
        link: copy.ratings.report.href,
        underline: true,
      });
    }),
  );
  r = write('P', copy.ratings.website, inner.x, doc.y + 6, { size: 11.5, width: inner.width });
  write('P', copy.ratings.food, inner.x, r + 8, { size: 11.5, width: inner.width });
  footer();

  // 3. Everyday life.
  newPage(c.cream);
  const half = (WIDTH - 20) / 2;
  eyebrow(copy.life.eyebrow, MARGIN, MARGIN);
  y = write('H2', copy.life.title, MARGIN, MARGIN + 22, { font: 'heading', size: 24, colour: c.forest });
  photo(1, MARGIN, y + 14, half, 230);
  photo(2, MARGIN + half + 20, y + 14, half, 230);
  y += 270;
  // Two cards a row, each row below the longer card of the one before: the editors' words are as long as they write them.
  let rowBottom = y;
  copy.life.items.forEach((item, index) => {
    if (index % 2 === 0) y = rowBottom + (index === 0 ? 0 : 18);
    const x = MARGIN + (index % 2) * (half + 20);
    write('H3', item.title, x, y, { font: 'heading', size: 15, colour: c.forest, width: half });
    rowBottom = Math.max(rowBottom, write('P', item.text, x, doc.y + 4, { size: 12.5, width: half }));
  });
  footer();

  // 4. The care we offer, each kind as its page on the site sums it up, and what the home cannot meet.
  newPage(c.cream);
  y = MARGIN;
  if (copy.care.types.length > 0) {
    eyebrow(copy.care.eyebrow, MARGIN, y);
    y += 24;
  }
  const cardText = { width: half - 32 };
  // The editors' kinds and text are as long as they make them: what does not fit goes on to a page of its own.
  const BOTTOM = A4.height - 70;
  const roomFor = (height: number) => {
    if (y + height <= BOTTOM) return;
    footer();
    newPage(c.cream);
    y = MARGIN;
  };
  // Each row of cards as tall as its taller card.
  const cards = (list: readonly { title: string; text: string }[]) => {
    for (let row = 0; row * 2 < list.length; row += 1) {
      const pair = list.slice(row * 2, row * 2 + 2);
      const height = Math.max(
        ...pair.map(
          (type) =>
            measure(type.title, { font: 'heading', size: 14, ...cardText }) +
            measure(type.text, { size: 11.5, ...cardText }),
        ),
      );
      roomFor(height + 28);
      pair.forEach((type, index) => {
        const x = MARGIN + index * (half + 20);
        decoration(() => doc.roundedRect(x, y, half, height + 28, 10).fill(c.white));
        write('H3', type.title, x + 16, y + 14, {
          font: 'heading',
          size: 14,
          colour: c.forest,
          width: half - 32,
        });
        write('P', type.text, x + 16, doc.y + 2, { size: 11.5, width: half - 32 });
      });
      y += height + 40;
    }
  };
  cards(copy.care.types);
  // The kinds of room, each with its size, bathroom, fee and which are free, under the rooms free now.
  if (copy.rooms.kinds.length > 0) {
    roomFor(160);
    eyebrow(copy.rooms.eyebrow, MARGIN, y === MARGIN ? y : y + 8);
    y = write('H2', copy.rooms.title, MARGIN, doc.y + 8, { font: 'heading', size: 22, colour: c.forest });
    y = write('P', copy.rooms.free, MARGIN, y + 8) + 16;
    cards(copy.rooms.kinds);
  }
  // Who looks after residents: the sentence Care opens with, then each shift and each arrangement in a line.
  if (copy.staffing.lines.length > 0) {
    roomFor(160);
    eyebrow(copy.staffing.eyebrow, MARGIN, y === MARGIN ? y : y + 8);
    y = write('H2', copy.staffing.title, MARGIN, doc.y + 8, { font: 'heading', size: 22, colour: c.forest });
    for (const line of copy.staffing.lines) {
      roomFor(measure(line, { width: WIDTH - 10 }) + 8);
      y = write('P', line, MARGIN, y + 8, { width: WIDTH - 10 });
    }
    y += 20;
  }
  // The editors' own words that the brochure repeats: what the home cannot meet, and the care supporter's rights.
  for (const [words, text] of [
    [copy.cannotMeet, cannotMeet],
    [copy.careSupporter, careSupporter],
  ] as const) {
    if (text.length === 0) continue;
    roomFor(120);
    eyebrow(words.eyebrow, MARGIN, y === MARGIN ? y : y + 8);
    y = write('H2', words.title, MARGIN, doc.y + 8, {
      font: 'heading',
      size: 22,
      colour: c.forest,
    });
    for (const block of text) {
      if (block.kind === 'list')
        for (const item of block.items) {
          const line = `•  ${plainText(item)}`;
          roomFor(measure(line, { width: WIDTH - 10 }) + 6);
          y = write('P', line, MARGIN + 10, y + 6, { width: WIDTH - 10 });
        }
      else if (block.kind === 'heading') {
        roomFor(measure(block.text, { font: 'heading', size: 15 }) + 40);
        y = write('H3', block.text, MARGIN, y + 12, { font: 'heading', size: 15, colour: c.forest });
      } else {
        roomFor(measure(plainText(block.text)) + 12);
        y = write('P', plainText(block.text), MARGIN, y + 12);
      }
    }
    y += 20;
  }
  footer();

  // 5. Come and see us.
  newPage(c.forest);
  eyebrow(copy.visit.eyebrow, MARGIN, MARGIN, c.gold);
  y = write('H2', copy.visit.title, MARGIN, MARGIN + 22, { font: 'heading', size: 26, colour: c.white });
  y = write('P', copy.visit.lead, MARGIN, y + 10, { size: 15, colour: c.onDark });
  y += 18;
  for (const contact of copy.visit.contacts) {
    write('P', contact.label, MARGIN, y, { font: 'bold', size: 12.5, colour: c.gold });
    root.add(
      doc.struct('P', {}, () => {
        doc.font('body').fontSize(15).fillColor(c.onDark);
        doc.text(contact.lines.join('\n'), MARGIN, doc.y, {
          width: WIDTH,
          ...(contact.href ? { link: contact.href } : {}),
        });
      }),
    );
    y = doc.y + 12;
  }
  photo(3, MARGIN, Math.max(y + 8, 600), WIDTH, A4.height - MARGIN - Math.max(y + 8, 600));

  doc.end();
  return done;
}
