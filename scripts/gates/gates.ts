// The quality gates on the built site, declared once: `npm test` runs each after the build, in this order, within its
// limit (scripts/testing/all.ts); `npm run check:<name>` runs one alone, after `npm run build` (package.json, which a
// test holds to this list); the docs point here. `node --import tsx scripts/gates/gates.ts` prints the list.
//
// Every gate decides on something that does not depend on how busy the machine is (bytes, links, markup, audits of the
// page), so `npm test` fails only for a reason. Speed is not a gate: on a shared machine the same build's Lighthouse
// performance score moves by ten points between runs; it is a benchmark (docs/performance.md).
import { isEntryPoint } from '../shared';

export type Gate = {
  name: string;
  /** Its program, under scripts/. */
  script: `gates/${string}.ts`;
  /** How long `npm test` lets it run before ending it: about twice its time on a busy 2-core machine. */
  limitMinutes: number;
  /** What it passes on. */
  passes: string;
};

export const GATES = [
  {
    name: 'links',
    script: 'gates/links.ts',
    limitMinutes: 5,
    passes:
      "every internal link, image, script, stylesheet and font in out/ resolves, with what each page's loader fetches",
  },
  {
    name: 'secrets',
    script: 'gates/secrets.ts',
    limitMinutes: 5,
    passes:
      'out/ holds neither the CMS token, the CQC key nor the preview secret, nor anything shaped like a credential ' +
      "the project's patterns or secretlint's recommended rules know",
  },
  {
    name: 'html',
    script: 'gates/html.ts',
    limitMinutes: 10,
    passes:
      'the Nu HTML checker (vnu-jar, needs Java) finds no error in any page, but three messages of its CSS validator, ' +
      'which does not know container queries and timeline-scope yet',
  },
  {
    name: 'js-budget',
    script: 'gates/js-budget.ts',
    limitMinutes: 5,
    passes:
      "each page's first-load JavaScript (gzip, polyfill excluded) is within its route's budget (lib/routes.ts); its " +
      'HTML is at most 14,000 bytes gzip, a fresh connection’s first flight; its hydration data exists',
  },
  {
    name: 'lighthouse',
    script: 'gates/lighthouse.ts',
    limitMinutes: 15,
    passes:
      'on every route, mobile: accessibility, best practices and SEO 100 (`-- /gallery` checks one route)',
  },
] as const satisfies readonly Gate[];

/** The npm script that runs a gate alone. */
export const gateCommand = (gate: Gate) => `node --import tsx scripts/${gate.script}`;

if (isEntryPoint(import.meta.filename)) {
  for (const gate of GATES as readonly Gate[])
    console.log(`npm run check:${gate.name.padEnd(11)} ${gate.passes} (limit ${gate.limitMinutes} min)`);
}
