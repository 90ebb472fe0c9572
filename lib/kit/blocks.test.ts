import { describe, expect, it } from '@jest/globals';
import { textBlocks } from './blocks';

const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text: value,
  ...extra,
});
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

function map(blocks: unknown[]) {
  const warnings: string[] = [];
  return { blocks: textBlocks(blocks, 'fees.deposit', (message) => warnings.push(message)), warnings };
}

describe("an editor's rich text", () => {
  it('keeps paragraphs, lists and headings, with bold words', () => {
    const { blocks, warnings } = map([
      { type: 'heading', level: 2, children: [text('When it is refunded')] },
      paragraph(text('We return it '), text('in full', { bold: true }), text(', within 14 days.')),
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [text('First')] },
          { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('Nested')] }] },
          { type: 'list-item', children: [text('  ')] },
        ],
      },
    ]);
    expect(blocks).toEqual([
      { kind: 'heading', text: 'When it is refunded' },
      {
        kind: 'paragraph',
        text: ['We return it ', { kind: 'strong', text: 'in full' }, ', within 14 days.'],
      },
      { kind: 'list', ordered: true, items: ['First', 'Nested'] },
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads lists within lists 20,000 deep, from text older than the rule against them, without throwing', () => {
    let list: Record<string, unknown> = { type: 'list-item', children: [text('Deepest')] };
    for (let depth = 0; depth < 20_000; depth += 1)
      list = { type: 'list', format: 'unordered', children: [list] };
    const { blocks, warnings } = map([
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'list-item', children: [text('First')] }, list],
      },
    ]);
    expect(blocks).toEqual([{ kind: 'list', ordered: false, items: ['First'] }]);
    expect(warnings).toEqual(['cms: fees.deposit, block 1: left out lists within lists deeper than 10']);
  });

  it('keeps markup as the words it is: nothing in the text becomes HTML', () => {
    const { blocks } = map([paragraph(text('<img src=x onerror=alert(1)> & <b>bold</b>'))]);
    expect(blocks).toEqual([{ kind: 'paragraph', text: '<img src=x onerror=alert(1)> & <b>bold</b>' }]);
  });

  it('links https, phone and e-mail, and keeps any other link as words, with a warning', () => {
    const link = (url: string, words: string) => ({ type: 'link', url, children: [text(words)] });
    const { blocks, warnings } = map([
      paragraph(
        link('https://www.lgo.org.uk/make-a-complaint', 'the Ombudsman'),
        text(' or '),
        link('tel:+44 1632 960418', 'call'),
        text(' or '),
        link('mailto:hello@wealdhaven-house.example', 'write'),
        text(' but not '),
        link('javascript:alert(1)', 'this'),
        text(', '),
        link('http://example.org/', 'that'),
        text(' or '),
        link('https://user:pw@example.org/', 'those'),
      ),
    ]);
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        text: [
          { kind: 'web', text: 'the Ombudsman', href: 'https://www.lgo.org.uk/make-a-complaint' },
          ' or ',
          { kind: 'phone', text: 'call', href: 'tel:+441632960418' },
          ' or ',
          { kind: 'email', text: 'write', href: 'mailto:hello@wealdhaven-house.example' },
          ' but not this, that or those',
        ],
      },
    ]);
    expect(warnings).toEqual([
      'cms: fees.deposit, block 1: a link to "javascript:alert(1)" is kept as words (only https, tel: and mailto: links)',
      'cms: fees.deposit, block 1: a link to "http://example.org/" is kept as words (only https, tel: and mailto: links)',
      'cms: fees.deposit, block 1: a link to "https://user:pw@example.org/" is kept as words (only https, tel: and mailto: links)',
    ]);
  });

  it('makes a phone number or e-mail address typed as words a link, as everywhere editors write', () => {
    const { blocks } = map([paragraph(text('Call 01632 960 418.'))]);
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        text: ['Call ', { kind: 'phone', text: '01632 960 418', href: 'tel:+441632960418' }, '.'],
      },
    ]);
  });

  it('leaves out a picture, an unknown block and an empty paragraph, warning of the first two', () => {
    const { blocks, warnings } = map([
      { type: 'image', image: { url: '/uploads/x.jpg' }, children: [text('')] },
      { type: 'carousel', children: [] },
      paragraph(text('   ')),
      'not a block',
      paragraph(text('Kept.')),
    ]);
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'Kept.' }]);
    expect(warnings).toEqual([
      'cms: fees.deposit, block 1: left out a block of type "image" (the site shows paragraphs, lists and headings)',
      'cms: fees.deposit, block 2: left out a block of type "carousel" (the site shows paragraphs, lists and headings)',
      'cms: fees.deposit, block 4: left out a block the site cannot read',
    ]);
  });
});
