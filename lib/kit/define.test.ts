/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { defineContentType } from './define';
import { DAY_HINT, text, wholeNumber } from './fields';

// A field is declared once: its Strapi attribute, its check, its type and its words in the admin are made from it. A
// second declaration is a type error, checked by `npm test`'s typecheck: each `@ts-expect-error` below fails it if
// TypeScript ever stops refusing what follows.

const note = {
  kind: 'singleType',
  collectionName: 'notes',
  info: { singularName: 'note', pluralName: 'notes', displayName: 'Note', description: 'A note for a test.' },
  read: async () => null,
  describe: () => 'a note',
  pages: { shownOn: ['/'] },
} as const;

describe('a content type’s fields', () => {
  it('make its attribute, check and words from one declaration each', () => {
    const type = defineContentType({
      ...note,
      fields: {
        title: text({ label: 'Title', help: 'The note’s title, as the page heads it.', max: 80 }),
        count: wholeNumber({
          label: 'How many',
          help: 'How many of them there are, a whole number.',
          min: 0,
          max: 99,
        }),
      },
    });
    expect(Object.keys(type.attributes)).toEqual(['title', 'count']);
    expect(type.attributes.title).toMatchObject({ type: 'string', maxLength: 80 });
    expect(type.words.count).toEqual({
      label: 'How many',
      help: 'How many of them there are, a whole number.',
    });
    expect(type.schema.safeParse({ documentId: 'n1', title: 'Hello', count: 2 }).success).toBe(true);
    expect(type.schema.safeParse({ documentId: 'n1', title: 'Hello', count: 2.5 }).success).toBe(false);
  });

  it('cannot be declared a second time, in the field list or as attributes of their own', () => {
    const twice = defineContentType({
      ...note,
      fields: {
        title: text({ label: 'Title', help: 'The note’s title, as the page heads it.', max: 80 }),
        // @ts-expect-error -- a field declared twice in one list (TS1117)
        title: text({
          label: 'Title again',
          help: 'The same field a second time, which TypeScript refuses.',
          max: 80,
        }),
      },
    });
    const beside = defineContentType({
      ...note,
      fields: { title: text({ label: 'Title', help: 'The note’s title, as the page heads it.', max: 80 }) },
      // @ts-expect-error -- the attributes follow from the fields, and cannot be given beside them
      attributes: { title: { type: 'text' } },
    });
    // Were one let through, the fields would still decide: one field, and the attribute made from it.
    expect(Object.keys(twice.fields)).toEqual(['title']);
    expect(beside.attributes.title).toMatchObject({ type: 'string', maxLength: 80 });
  });
});

describe('a date field', () => {
  it('says how to type it before anything is typed, in every declared type and component', async () => {
    const { contentTypes } = await import('@/lib/content-types');
    const parts = Object.values(contentTypes).flatMap((type) => [type, ...Object.values(type.components)]);
    const dates = parts.flatMap((part) =>
      Object.entries(part.attributes)
        .filter(([, attribute]) => attribute.type === 'date')
        .map(([field]) => [field, part.words[field]?.help ?? ''] as const),
    );
    expect(dates.length).toBeGreaterThan(10);
    for (const [field, help] of dates) expect([field, help.endsWith(DAY_HINT)]).toEqual([field, true]);
  });
});
