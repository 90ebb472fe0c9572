/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { factProblems, namesFacts, textFacts, withFacts, withFactsDeep } from './facts-in-text';
import { sampleHome } from '../cms/testing/sample-home';

const HOME = { phone: '01632 960 418', email: 'hello@wealdhaven-house.example', residents: 38 };
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('the facts in the editors’ words', () => {
  it('are put in where the words name them, from "The home" and the review site, whatever the name’s case', async () => {
    const facts = textFacts(await sampleHome(), {
      listingUrl: 'https://www.carehome.co.uk/carehome.cfm?id=1',
      score: 9.7,
      count: 33,
      tileScore: 9.8,
      quoted: 4,
    });
    expect(withFacts('Call [phone] or write to [Email].', facts)).toBe(
      'Call 01632 960 418 or write to hello@wealdhaven-house.example.',
    );
    expect(withFacts('Up to [residents] people in [acres] of gardens, near [town].', facts)).toBe(
      'Up to 38 people in two acres of gardens, near Ashford.',
    );
    expect(withFacts('All [review count] reviews on [review site].', facts)).toBe(
      'All 33 reviews on carehome.co.uk.',
    );
    // A name the site does not know is left as written (publishing refuses it first); brackets of other kinds too.
    expect(withFacts('Fax [fax]; see note [1].', facts)).toBe('Fax [fax]; see note [1].');
  });

  it('are put in through rich text and components, leaving the entry given as it was', () => {
    const facts = new Map([['phone', '01632 960 999']]);
    const entry = { intro: { lead: 'Ring [phone]' }, text: [paragraph('Or [phone] after six.')], order: 3 };
    const filled = withFactsDeep(entry, facts);
    expect(filled).toEqual({
      intro: { lead: 'Ring 01632 960 999' },
      text: [paragraph('Or 01632 960 999 after six.')],
      order: 3,
    });
    expect(entry.intro.lead).toBe('Ring [phone]');
    expect(namesFacts(entry)).toBe(true);
    expect(namesFacts({ text: [paragraph('No facts here, only [1] footnote.')] })).toBe(false);
  });

  it('are refused at publish when the words write the home’s phone or e-mail out, however spaced', () => {
    for (const written of ['01632 960 418', '01632960418', '+44 (0)1632 960418', '+44 1632 960 418'])
      expect(factProblems({ text: [paragraph(`Call us on ${written}.`)] }, ['text'], HOME)).toEqual([
        {
          path: ['text'],
          message:
            'write [phone] where the home’s phone number goes: the site puts in the one "The home" gives',
        },
      ]);
    expect(factProblems({ lead: 'Write to Hello@Wealdhaven-House.example' }, ['lead'], HOME)).toEqual([
      expect.objectContaining({ path: ['lead'], message: expect.stringContaining('write [email]') }),
    ]);
    // Another number is words like any other: the regulator's.
    expect(factProblems({ text: [paragraph('The ICO: 0303 123 1113.')] }, ['text'], HOME)).toEqual([]);
  });

  it('are refused when the words give another number of residents than "The home", or name a fact it has not', () => {
    expect(factProblems({ lead: 'A home for up to 40 residents.' }, ['lead'], HOME)).toEqual([
      {
        path: ['lead'],
        message:
          'write [residents] where the number of residents goes: "The home" says 38, and the site puts it in',
      },
    ]);
    expect(factProblems({ lead: 'A home for up to 38 residents.' }, ['lead'], HOME)).toEqual([]);
    expect(factProblems({ lead: 'Fax us on [fax], or call [phone].' }, ['lead'], null)).toEqual([
      {
        path: ['lead'],
        message:
          '[fax] is not a fact the site knows: write one of [phone], [email], [name], [residents], [acres], [address]…',
      },
    ]);
    // A field's own facts, which its page puts in: a job's title in "How to apply".
    expect(factProblems({ apply: 'Put [job] in the subject.' }, ['apply'], null, { apply: ['job'] })).toEqual(
      [],
    );
  });

  describe('compare the words as a reader sees them, however they are typed', () => {
    const refused = (entry: Record<string, unknown>) =>
      factProblems(entry, Object.keys(entry), HOME).map(({ message }) =>
        message.split(' ').slice(0, 2).join(' '),
      );

    it.each([
      ['with dots', '01632.960.418'],
      ['with en dashes', '01632–960–418'],
      ['with a zero-width space', '01632\u200b960418'],
      ['with a right-to-left mark', '\u200f01632 960 418'],
      ['in full-width digits', '０１６３２ ９６０ ４１８'],
      ['with non-breaking spaces', '01632\u00a0960\u00a0418'],
    ])('refuse the phone number written out %s', (_, written) => {
      expect(refused({ lead: `Call us on ${written}.` })).toEqual(['write [phone]']);
    });

    it('refuse the phone number split across bold and plain words', () => {
      const text = [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Call us on 0163' },
            { type: 'text', text: '2 960', bold: true },
            { type: 'text', text: ' 418 any day.' },
          ],
        },
      ];
      expect(refused({ text })).toEqual(['write [phone]']);
    });

    it('refuse the e-mail address with a zero-width space in it', () => {
      expect(refused({ lead: 'Write to hello@wealdhaven\u200b-house.example' })).toEqual(['write [email]']);
    });

    it.each([
      ['a non-breaking space', 'up to 40\u00a0residents'],
      ['"&nbsp;" typed out', 'up to 40&nbsp;residents'],
      ['full-width digits', 'up to ４０ residents'],
    ])('refuse another number of residents written with %s', (_, written) => {
      expect(refused({ lead: `A home for ${written}.` })).toEqual(['write [residents]']);
    });

    it.each([
      ['a zero-width space', '[pho\u200bne]'],
      ['a soft hyphen', '[pho\u00adne]'],
      ['full-width brackets', '［phone］'],
    ])('refuse a fact’s name with %s in it, which would stay on the page as typed', (_, written) => {
      expect(factProblems({ lead: `Call us on ${written}.` }, ['lead'], HOME)).toEqual([
        {
          path: ['lead'],
          message:
            '[phone] has a character in it that the site cannot read (one that shows nothing, or another form of a letter or bracket): delete it and type it again',
        },
      ]);
    });

    it('leave words that only look alike: another number, and a fact named as it should be', () => {
      expect(
        refused({ lead: 'Call [phone], or the ICO on 0303 123 1113. Up to 38\u00a0residents.' }),
      ).toEqual([]);
    });
  });
});
