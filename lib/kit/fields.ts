import { z } from 'zod';
import { blocks, decimal, isoDate, optional } from './schemas';

// A content type's fields, each declared once: from one field follow its storage in the CMS (Strapi's attribute), its
// check when the site reads it and when an editor publishes it (zod), its TypeScript type, and its words in the admin
// (a label and one line of help, in the home's words). Payload's collections and Astro's content layer do the same;
// here a declaration (lib/content-types) lists its `fields`, and defineContentType makes the rest from them.

/** A field of a Strapi content type or component, as Strapi's schema.json writes it. */
export type Attribute = {
  required?: boolean;
  /** Kept in the CMS: Strapi's API never answers with it (the consent behind a photo of a resident). */
  private?: boolean;
} & (
  | {
      type: 'string' | 'text';
      minLength?: number;
      maxLength?: number;
      regex?: string;
      default?: string;
    }
  | { type: 'blocks' }
  | { type: 'integer' | 'decimal'; min?: number; max?: number; default?: number }
  | { type: 'boolean'; default?: boolean }
  | { type: 'date' }
  | { type: 'enumeration'; enum: readonly string[]; default?: string }
  | { type: 'uid'; targetField: string }
  | { type: 'media'; multiple: boolean; allowedTypes: readonly ('images' | 'files')[] }
  | { type: 'component'; component: string; repeatable: boolean; min?: number; max?: number }
);
export type Attributes = Record<string, Attribute>;

/** What the admin says of a field: its name in the home's words, and what it is for, where it shows, an example. */
export type FieldWords = {
  /** Short, in plain words ("Phone number"); a yes/no field as a question ("Families welcome?"). */
  label: string;
  /** One line: what it is for, where the site shows it, and an example where the form matters. */
  help: string;
};

/** A field: its attribute, its check and its words. `T` is what the check makes of it. */
export type Field<T = unknown> = FieldWords & { attribute: Attribute; schema: z.ZodType<T> };

/** A type's fields, by name. */
export type Fields = Record<string, Field>;

/** What a type's fields make of an entry, with the id every entry has. */
export type EntryOfFields<F extends Fields> = { documentId: string } & {
  [K in keyof F]: F[K] extends Field<infer T> ? T : never;
};

/** The check of an entry with these fields: each field's own, and the entry's id. */
export function schemaOf<F extends Fields>(fields: F): z.ZodType<EntryOfFields<F>> {
  const shape: Record<string, z.ZodType> = { documentId: z.string().min(1) };
  for (const [name, field] of Object.entries(fields)) shape[name] = field.schema;
  return z.object(shape) as unknown as z.ZodType<EntryOfFields<F>>;
}

/** The check of one row of a component with these fields (it has no id of its own to check). */
export function rowSchemaOf<F extends Fields>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = field.schema;
  return z.object(shape) as unknown as z.ZodType<Omit<EntryOfFields<F>, 'documentId'>>;
}

/** Strapi's attributes of these fields, by name. */
export function attributesOf(fields: Fields): Record<string, Attribute> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.attribute]));
}

/** Each field's words, by name, for the admin (cms/src/admin-views.js). */
export function wordsOf(fields: Fields): Record<string, FieldWords> {
  return Object.fromEntries(Object.entries(fields).map(([name, { label, help }]) => [name, { label, help }]));
}

type Common = FieldWords & {
  /** Kept in the CMS: Strapi's API never answers with it. */
  private?: boolean;
};

const attribute = <A extends Attribute>(options: Common, made: A): A =>
  (options.private ? { ...made, private: true } : made) as A;

/** Words, on one line or several (`lines`), up to `max` characters. */
export function text(
  options: Common & {
    max: number;
    lines?: boolean;
    /** A Strapi pattern for the admin, with the words its check says when it is not met. */
    pattern?: { regex: string; message: string };
    default?: string;
    /** What its check says when it is left empty. */
    empty?: string;
  },
): Field<string>;
export function text(
  options: Common & {
    max: number;
    optional: true;
    lines?: boolean;
    pattern?: { regex: string; message: string };
    default?: string;
  },
): Field<string | null | undefined>;
export function text(
  options: Common & {
    max: number;
    optional?: boolean;
    lines?: boolean;
    pattern?: { regex: string; message: string };
    default?: string;
    empty?: string;
  },
): Field<string | null | undefined> {
  // A pattern first: what it says ("a time looks like 14:30") tells more than the length does.
  let check = z.string().trim();
  if (options.pattern) check = check.regex(new RegExp(options.pattern.regex), options.pattern.message);
  check = check.max(options.max, `keep it to ${options.max} characters`);
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: options.lines ? 'text' : 'string',
      ...(options.optional ? {} : { required: true }),
      maxLength: options.max,
      ...(options.pattern ? { regex: options.pattern.regex } : {}),
      ...(options.default !== undefined ? { default: options.default } : {}),
    }),
    schema: options.optional ? optional(check) : check.min(1, options.empty ?? 'it is empty'),
  };
}

/** A value an editor types whose form matters (a phone number, an address): stored as words, checked by `check`. */
type Typed<T> = Common & {
  max: number;
  check: z.ZodType<T>;
  /** A pattern the admin holds it to as it is typed (the check says more, at save and publish). */
  regex?: string;
};
export function typed<T>(options: Typed<T> & { optional?: false }): Field<T>;
export function typed<T>(options: Typed<T> & { optional: true }): Field<T | null | undefined>;
export function typed<T>(options: Typed<T> & { optional?: boolean }): Field<T | null | undefined> {
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: 'string',
      ...(options.optional ? {} : { required: true }),
      maxLength: options.max,
      ...(options.regex ? { regex: options.regex } : {}),
    }),
    schema: options.optional ? optional(options.check) : (options.check as z.ZodType<T | null | undefined>),
  };
}

/** Running text with paragraphs, lists, subheadings and links (Strapi's rich text). */
export function richText(options: Common): Field<unknown[]>;
export function richText(options: Common & { optional: true }): Field<unknown[] | null | undefined>;
export function richText(options: Common & { optional?: boolean }): Field<unknown[] | null | undefined> {
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, { type: 'blocks', ...(options.optional ? {} : { required: true }) }),
    schema: options.optional ? z.array(z.unknown()).nullish() : blocks,
  };
}

/** A whole number from `min` to `max`. */
type Range = {
  min: number;
  max: number;
  default?: number;
  /** What its check says outside the range. */ outOfRange?: string;
};
export function wholeNumber(options: Common & Range): Field<number>;
export function wholeNumber(options: Common & Range & { optional: true }): Field<number | null | undefined>;
export function wholeNumber(
  options: Common & Range & { optional?: boolean },
): Field<number | null | undefined> {
  const check = z.number().int().min(options.min, options.outOfRange).max(options.max, options.outOfRange);
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: 'integer',
      // (One with a default is never empty: the admin fills it in.)
      ...(options.optional || options.default !== undefined ? {} : { required: true }),
      min: options.min,
      max: options.max,
      ...(options.default !== undefined ? { default: options.default } : {}),
    }),
    // A field with a default that the CMS did not give (an entry from before it existed) has its default.
    schema: options.optional
      ? check.nullish()
      : options.default !== undefined
        ? z.preprocess((value) => value ?? options.default, check)
        : check,
  };
}

/** A number that may have a fraction (a price, a position on a map), from `min` to `max`. */
export function number(options: Common & { min: number; max: number }): Field<number>;
export function number(
  options: Common & { min: number; max: number; optional: true },
): Field<number | null | undefined>;
export function number(
  options: Common & { min: number; max: number; optional?: boolean },
): Field<number | null | undefined> {
  const check = decimal.pipe(z.number().min(options.min).max(options.max));
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: 'decimal',
      ...(options.optional ? {} : { required: true }),
      min: options.min,
      max: options.max,
    }),
    schema: options.optional ? check.nullish() : check,
  };
}

/** A yes or no, asked as a question. */
export function yesNo(options: Common & { default: boolean }): Field<boolean> {
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, { type: 'boolean', default: options.default }),
    schema: z.preprocess((value) => value ?? options.default, z.boolean()),
  };
}

/** What every date field's help ends with, so that the editor knows the order before typing. */
export const DAY_HINT = 'Type it day/month/year, like 28/11/2026.';

/** A day in the calendar (YYYY-MM-DD as the CMS keeps it); its help ends with how to type it (DAY_HINT). */
export function day(options: Common): Field<string>;
export function day(options: Common & { optional: true }): Field<string | null | undefined>;
export function day(options: Common & { optional?: boolean }): Field<string | null | undefined> {
  return {
    label: options.label,
    help: [options.help.trim(), DAY_HINT].filter(Boolean).join(' '),
    attribute: attribute(options, { type: 'date', ...(options.optional ? {} : { required: true }) }),
    schema: options.optional ? isoDate.nullish() : isoDate,
  };
}

/** One of a few choices. */
export function choice<const C extends readonly [string, ...string[]]>(
  options: Common & { choices: C; default?: C[number] },
): Field<C[number]>;
export function choice<const C extends readonly [string, ...string[]]>(
  options: Common & { choices: C; optional: true },
): Field<C[number] | null | undefined>;
export function choice<const C extends readonly [string, ...string[]]>(
  options: Common & { choices: C; default?: C[number]; optional?: boolean },
): Field<C[number] | null | undefined> {
  const check = z.enum(options.choices as unknown as [C[number], ...C[number][]]);
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: 'enumeration',
      ...(options.optional ? {} : { required: true }),
      enum: options.choices,
      ...(options.default ? { default: options.default } : {}),
    }),
    schema: options.optional ? check.nullish() : check,
  };
}

/** The part of a page's address made from another field (a job's title). */
export function slug(options: Common & { from: string }): Field<string> {
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, { type: 'uid', targetField: options.from, required: true }),
    schema: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens')
      .max(80),
  };
}

/**
 * A photo or a file from the media library. Its check is the reader's and the rules' (whether one is chosen, a photo's
 * description, a PDF's bytes), which can say precisely what is wrong with it.
 */
export function media(options: Common & { kind: 'images' | 'files'; multiple?: boolean }): Field<unknown>;
export function media(
  options: Common & { kind: 'images' | 'files'; optional: true; multiple?: boolean },
): Field<unknown | null | undefined>;
export function media(
  options: Common & { kind: 'images' | 'files'; optional?: boolean; multiple?: boolean },
): Field<unknown | null | undefined> {
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: 'media',
      // Several at once (a room's photos): the value is a list.
      multiple: options.multiple ?? false,
      ...(options.optional ? {} : { required: true }),
      allowedTypes: [options.kind],
    }),
    // (Whether one is chosen is the type's rule, which says so in its words: "choose a photo".)
    schema: z.unknown().optional(),
  };
}

/**
 * Rows of a component (the stays of the fees, the moments of a day). Without `each`, each row is checked on its own by
 * the reader, so that one broken row is left out, not fatal, and here only how many there are; with `each` (a row's
 * check, rowSchemaOf), every row is checked with the entry, for a list where a wrong row is worse than none (fees).
 */
export function rows<R = unknown>(
  options: Common & {
    component: string;
    min?: number;
    max?: number;
    emptyMessage?: string;
    each?: z.ZodType<R>;
  },
): Field<R[]> {
  const min = options.min ?? 0;
  let check = z.array((options.each ?? z.unknown()) as z.ZodType<R>);
  if (min > 0) check = check.min(min, options.emptyMessage ?? 'add at least one');
  if (options.max !== undefined) check = check.max(options.max, `keep it to ${options.max}`);
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: 'component',
      repeatable: true,
      component: options.component,
      ...(min > 0 ? { required: true, min } : {}),
      ...(options.max !== undefined ? { max: options.max } : {}),
    }),
    schema: (min > 0 ? check : check.nullish().transform((value) => value ?? [])) as z.ZodType<R[]>,
  };
}

/** One group of fields (a component, not repeated): checked by the reader. */
export function group(options: Common & { component: string; optional?: boolean }): Field<unknown> {
  return {
    label: options.label,
    help: options.help,
    attribute: attribute(options, {
      type: 'component',
      repeatable: false,
      component: options.component,
      ...(options.optional ? {} : { required: true }),
    }),
    schema: z.unknown().optional(),
  };
}
