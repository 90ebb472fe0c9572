/** @jest-environment node */
// Each content type is declared once (lib/content-types), and everything that once kept a list of types is made from
// the declarations. These tests hold each declaration whole: a fixture for the tests' recorded CMS, pages that are the
// site's routes, its rules in the CMS's bundle, a Strapi schema that agrees with the site's, and every page that reads
// a type among the pages its declaration names.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_RULES, SAMPLES, checkEntry } from '@/lib/cms/declared';
import { apiNameOf, uidOf, type Attribute, type ContentTypeDeclaration } from '@/lib/kit';
import { recorded, typesWithoutFixture } from '@/lib/cms/testing/recorded-strapi';
import { routes } from '@/lib/routes';
import { contentTypes, type ContentTypeName } from '.';

const declared = Object.entries(contentTypes) as [ContentTypeName, ContentTypeDeclaration][];
/** The day the recorded answers are judged on: after every date in them. */
const TODAY = '2026-11-25';

/** A zod field with its optional, nullable, default and preprocessing wrappers taken off. */
function innermost(field: z.ZodType): z.ZodType {
  let at: z.ZodType = field;
  for (let depth = 0; depth < 10; depth += 1) {
    if (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault)
      at = at.unwrap() as z.ZodType;
    else if (at instanceof z.ZodPipe) at = (at.out instanceof z.ZodTransform ? at.in : at.out) as z.ZodType;
    else return at;
  }
  return at;
}

/** The fields of a declaration's schema, by name. */
const shapeOf = (type: ContentTypeDeclaration) =>
  (type.schema as unknown as z.ZodObject).shape as z.ZodRawShape;

describe('every content type declared', () => {
  it('has a recorded answer for the tests’ CMS', () => {
    expect(typesWithoutFixture).toEqual([]);
  });

  it('is shown on pages that are the site’s routes, and has its rules in the CMS’s bundle', () => {
    for (const [name, type] of declared) {
      expect([name, type.pages.shownOn.filter((page) => !routes.includes(page))]).toEqual([name, []]);
      expect([name, typeof CONTENT_RULES[uidOf(type)]?.check]).toEqual([name, 'function']);
    }
  });

  it('has a uid, an API path and a table of its own', () => {
    for (const list of [declared.map(([, type]) => uidOf(type)), declared.map(([, type]) => apiNameOf(type))])
      expect(new Set(list).size).toBe(declared.length);
    // A component several types use (who a photo shows) is one component, declared once, with one table.
    const components = new Map(declared.flatMap(([, type]) => Object.entries(type.components ?? {})));
    for (const [, type] of declared)
      for (const [uid, component] of Object.entries(type.components ?? {}))
        expect([uid, component]).toEqual([uid, components.get(uid)]);
    const tables = [
      ...declared.map(([, type]) => type.collectionName),
      ...[...components.values()].map((component) => component.collectionName),
    ];
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('declares each field once: its Strapi attribute and its check are made from the one field', () => {
    for (const [name, type] of declared) {
      const fields = Object.keys(type.fields);
      expect([name, Object.keys(type.attributes)]).toEqual([name, fields]);
      expect([name, Object.keys(shapeOf(type)).filter((field) => field !== 'documentId')]).toEqual([
        name,
        fields,
      ]);
      for (const field of fields) {
        expect([name, field, type.attributes[field]]).toEqual([name, field, type.fields[field]!.attribute]);
        // A choice offers the editors exactly the values the site accepts.
        const attribute = type.attributes[field] as Attribute;
        const inner = innermost(type.fields[field]!.schema);
        if (attribute.type === 'enumeration')
          expect([name, field, inner instanceof z.ZodEnum && inner.options]).toEqual([
            name,
            field,
            [...attribute.enum],
          ]);
      }
      for (const [uid, component] of Object.entries(type.components))
        expect([uid, Object.keys(component.attributes)]).toEqual([uid, Object.keys(component.fields)]);
    }
  });

  it('says in words what each field of it and of its components is, for the admin', () => {
    const words = declared.flatMap(([name, type]) => [
      ...Object.entries(type.words).map(([field, said]) => ({ where: `${name}.${field}`, ...said })),
      ...Object.entries(type.components).flatMap(([uid, component]) =>
        Object.entries(component.words).map(([field, said]) => ({ where: `${uid}.${field}`, ...said })),
      ),
    ]);
    expect(words.length).toBeGreaterThan(100);
    for (const { where, label, help } of words) {
      // A label in the home's words: words with spaces or one plain word, never a name from the code ("startsOn").
      expect([where, label, /^[A-Z£(][^]*$/.test(label) && !/[a-z][A-Z]/.test(label)]).toEqual([
        where,
        label,
        true,
      ]);
      // One line of help: a sentence or two that says what it is for.
      expect([where, help.length >= 20 && help.length <= 160 && !help.includes('\n')]).toEqual([where, true]);
    }
  });

  it('names each row of a list in the admin by a text of its own, never "1", "2", "3"', () => {
    for (const [, type] of declared) {
      const all = Object.values(type.components ?? {});
      const repeated = [type.attributes, ...all.map((component) => component.attributes)].flatMap(
        (attributes) =>
          Object.values(attributes).flatMap((attribute) =>
            attribute.type === 'component' && attribute.repeatable ? [attribute.component] : [],
          ),
      );
      for (const uid of new Set(repeated)) {
        const component = type.components?.[uid];
        const field = component?.mainField;
        // The admin shows a row's main field only when it is text (a name the CMS keeps is text too).
        expect([uid, field, field ? component.attributes[field]?.type : undefined]).toEqual([
          uid,
          expect.any(String),
          expect.stringMatching(/^(string|enumeration)$/),
        ]);
      }
    }
  });

  it('declares every component its fields use', () => {
    for (const [name, type] of declared) {
      const used = Object.values(type.attributes).flatMap((attribute) =>
        attribute.type === 'component' ? [attribute.component] : [],
      );
      const nested = Object.values(type.components ?? {}).flatMap((component) =>
        Object.values(component.attributes).flatMap((attribute) =>
          attribute.type === 'component' ? [attribute.component] : [],
        ),
      );
      expect([name, [...used, ...nested].filter((uid) => !type.components?.[uid])]).toEqual([name, []]);
    }
  });

  it('names its entries in the admin by a field it has, never by a document id, and lists only its own fields', () => {
    // The content manager names an entry by a field it can sort by, and lists top-level fields only.
    const nameable = ['string', 'uid', 'enumeration', 'integer', 'decimal', 'date', 'email'];
    for (const [name, type] of declared) {
      if (type.kind === 'collectionType') expect([name, type.admin !== undefined]).toEqual([name, true]);
      if (!type.admin) continue;
      const { mainField, columns, sortBy } = type.admin;
      expect([name, mainField, nameable.includes(String(type.attributes[mainField]?.type))]).toEqual([
        name,
        mainField,
        true,
      ]);
      expect([name, type.attributes[sortBy] !== undefined]).toEqual([name, true]);
      for (const field of [...columns, ...(type.admin.readOnly ?? [])])
        expect([name, field, type.attributes[field] !== undefined]).toEqual([name, field, true]);
      // A shorter heading is for one of the list's columns.
      for (const field of Object.keys(type.admin.headings ?? {}))
        expect([name, field, columns.includes(field)]).toEqual([name, field, true]);
    }
    // A component that is a column of its type's list is named there by its main field, which the list must be able
    // to show everyone: never a private one. (A row within a component is named only in the entry's own form, for
    // whoever may read it: another resident's consent by the resident's name.)
    for (const [, type] of declared)
      for (const field of type.admin?.columns ?? []) {
        const attribute = type.attributes[field];
        const component =
          attribute?.type === 'component' ? type.components?.[String(attribute.component)] : null;
        if (component?.mainField)
          expect([field, component.attributes[component.mainField]?.private ?? false]).toEqual([
            field,
            false,
          ]);
      }
    for (const [, type] of declared)
      for (const [uid, component] of Object.entries(type.components ?? {}))
        if (component.mainField)
          expect([uid, component.mainField in component.attributes]).toEqual([uid, true]);
  });

  it('finds nothing wrong in its recorded entries, which the build publishes', () => {
    for (const [name, type] of declared) {
      const answer = recorded[name];
      const pages: { data: unknown }[] = Array.isArray(answer) ? answer : [answer];
      const entries = pages.flatMap((page) => (Array.isArray(page.data) ? page.data : [page.data]));
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries as Record<string, unknown>[]) {
        const found = checkEntry(uidOf(type), entry, 'publish', TODAY);
        expect([name, entry.documentId, found]).toEqual([name, entry.documentId, []]);
      }
    }
  });

  it('has a sample from an edition no later type shares', () => {
    const editions = SAMPLES.map((sample) => sample.edition);
    expect(editions).toEqual([...editions].sort((a, b) => a - b));
    expect(SAMPLES.every((sample) => sample.edition >= 1)).toBe(true);
  });
});

describe('the pages that read content', () => {
  const appDir = path.join(process.cwd(), 'app');
  /** Each page's route, from its file's folder ("app/careers/[[...job]]/page.tsx" is /careers). */
  const pages = (readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => {
      const folders = path
        .dirname(file)
        .split(path.sep)
        .filter((folder) => folder !== '.' && !folder.startsWith('[['));
      return { file, route: `/${folders.join('/')}`, source: readFileSync(path.join(appDir, file), 'utf8') };
    });

  it('read only declared types, and each is among the pages its type declares (the preview opens them)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(routes.length);
    const read = pages.flatMap(({ route, source }) =>
      [...source.matchAll(/getContent\('([\w-]+)'\)/g)].map((match) => ({ route, name: match[1]! })),
    );
    expect(read.length).toBeGreaterThan(0);
    for (const { route, name } of read) {
      const type = contentTypes[name as ContentTypeName] as ContentTypeDeclaration | undefined;
      expect([route, name, type !== undefined]).toEqual([route, name, true]);
      expect([name, type!.pages.shownOn]).toEqual([name, expect.arrayContaining([route])]);
    }
  });
});
