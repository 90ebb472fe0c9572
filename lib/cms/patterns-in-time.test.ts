/** @jest-environment node */
// Whatever an editor types, the site's helpers for running text and the CMS's rules at publish read it in time in
// step with its length: fast-check makes texts of the pieces that slow patterns trip on (runs of dots after a web
// address, digits and spaces, @ and letters, brackets), up to the most a field may hold, and each helper and every
// declared type's rules must finish each within a budget that a pattern taking the square of its text misses by far
// (49,900 dots after a web address once took 2.3 s in one helper; read in step with its length, it takes a few ms).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { factProblems, withFacts, MAX_FIELD_TEXT } from '@/lib/kit';
import { dialHref, mailHref, withContactLinks } from '@/lib/rich-text';
import { contentTypes, uidOf } from '@/lib/cms/tools';
import { checkEntry, CONTENT_RULES } from './declared';
import { recorded } from './testing/recorded-strapi';

/** The most one call may take on the longest text: a hundred times what a reading in step with it takes. */
const BUDGET_MS = 400;

/** What slow patterns trip on, each piece repeated: a text an attacker (or a stuck key) would type. */
const PIECES = [
  '.',
  ',',
  ' ',
  '\u00a0',
  '\u200b',
  '0',
  '1',
  '+44',
  '-',
  '(',
  ')',
  '@',
  'a',
  '[',
  ']',
  'https://a.b/',
  'up to ',
  '\n',
  'x',
];

const adversarialText = fc
  .array(fc.record({ piece: fc.constantFrom(...PIECES), times: fc.integer({ min: 1, max: 20_000 }) }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((runs) => runs.map(({ piece, times }) => piece.repeat(times)).join(''))
  .map((text) => text.slice(0, MAX_FIELD_TEXT));

/** The known worst: a web address and its stop, 49,900 times, then a letter. */
const KNOWN = `https://a.b/${'.'.repeat(49_900)}x`;

function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

const HOME = { phone: '01632 960418', email: 'hello@wealdhaven-house.example', residents: 38 };

describe('reading what editors type', () => {
  it('takes time in step with the text in the running-text helpers', () => {
    const facts = new Map([
      ['phone', HOME.phone],
      ['residents', '38'],
    ]);
    const check = (text: string) => {
      for (const work of [
        () => withContactLinks(text),
        () => dialHref(text),
        () => mailHref(text),
        () => withFacts(text, facts),
      ])
        expect(timed(work)).toBeLessThan(BUDGET_MS);
    };
    check(KNOWN);
    fc.assert(fc.property(adversarialText, check), { numRuns: 60 });
  });

  it("takes time in step with the text in every declared type's rules at publish", () => {
    // Each type's recorded entry, with the text in every field that holds text (plain, or rich text's words).
    const entries = Object.entries(contentTypes).map(([name, type]) => {
      const body = recorded[name as keyof typeof recorded];
      const data = Array.isArray(body)
        ? body[0].data[0]
        : Array.isArray(body.data)
          ? body.data[0]
          : body.data;
      return { uid: uidOf(type), entry: data as Record<string, unknown> };
    });
    const withText = (entry: Record<string, unknown>, text: string) =>
      Object.fromEntries(
        Object.entries(entry).map(([field, value]) => [
          field,
          typeof value === 'string'
            ? text
            : Array.isArray(value) && (value[0] as { type?: string } | undefined)?.type === 'paragraph'
              ? [{ type: 'paragraph', children: [{ type: 'text', text }] }]
              : value,
        ]),
      );
    const check = (text: string) => {
      for (const { uid, entry } of entries) {
        const ms = timed(() =>
          checkEntry(uid, withText(entry, text), 'publish', '2026-12-01', { home: HOME }),
        );
        expect({ uid, slow: ms >= BUDGET_MS }).toEqual({ uid, slow: false });
      }
      const ms = timed(() => factProblems({ words: text }, ['words'], HOME));
      expect(Math.round(ms)).toBeLessThan(BUDGET_MS);
    };
    expect(Object.keys(CONTENT_RULES).length).toBeGreaterThan(10);
    check(KNOWN);
    fc.assert(fc.property(adversarialText, check), { numRuns: 15 });
  }, 120_000);
});
