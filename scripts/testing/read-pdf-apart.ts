// PDF.js for Jest, which cannot load its ES modules: the PDFs are read by scripts/testing/pdf-text.ts in a Node
// process of its own, all in one, and its readings come back as JSON.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '../shared';
import type { PdfReading } from './pdf-text';

export type { PdfReading };

/** What PDF.js reads in each PDF (given as bytes), in order. */
export async function readPdfsApart(pdfs: Buffer[]): Promise<PdfReading[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const files = pdfs.map((pdf, index) => {
      const file = path.join(dir, `${index}.pdf`);
      writeFileSync(file, pdf);
      return file;
    });
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      path.join(rootDir, 'scripts', 'testing', 'pdf-text.ts'),
      ...files,
    ]);
    return JSON.parse(stdout) as PdfReading[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
