// What a PDF says, read with Mozilla's PDF.js as a reader would: its title, language, each page's text, its links and
// the tags a screen reader follows. For the end-to-end tests (import it) and for Jest, which cannot load PDF.js's ES
// modules itself: `node --import tsx scripts/testing/pdf-text.ts FILE...` prints the readings as a JSON array.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfReading = {
  title: string | null;
  lang: string | null;
  /** Each page's text, its runs joined by spaces and its whitespace collapsed. */
  pages: string[];
  /** Every link's target, in page order. */
  links: string[];
  /** The structure tree's roles, depth first ("Document", "H1", "P", "Figure"...), and each figure's text. */
  roles: string[];
  figureAlts: string[];
  tagged: boolean;
};

type StructNode = { role?: string; alt?: string; children?: StructNode[] };

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
    const markInfo = await pdf.getMarkInfo();
    const reading: PdfReading = {
      title: info.Title ?? null,
      lang: info.Language ?? null,
      pages: [],
      links: [],
      roles: [],
      figureAlts: [],
      tagged: Boolean(markInfo?.Marked),
    };
    const walk = (node: StructNode | null) => {
      if (!node) return;
      if (node.role) reading.roles.push(node.role);
      if (node.role === 'Figure') reading.figureAlts.push(node.alt ?? '');
      for (const child of node.children ?? []) walk(child);
    };
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      reading.pages.push(text.replace(/\s+/g, ' ').trim());
      for (const annotation of (await page.getAnnotations()) as { url?: string }[])
        if (annotation.url) reading.links.push(annotation.url);
      walk((await page.getStructTree()) as StructNode | null);
    }
    return reading;
  } finally {
    await pdf.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  if (!files.length) throw new Error('usage: pdf-text.ts FILE...');
  const readings: PdfReading[] = [];
  for (const file of files) readings.push(await readPdf(readFileSync(file)));
  console.log(JSON.stringify(readings));
}
