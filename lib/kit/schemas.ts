import { z } from 'zod';
import { photoSizeRefusal } from './upload-kinds';

// The parts of Strapi 5's REST responses the site reads. Envelopes are strict (a wrong shape fails the build);
// items are checked one by one so that one broken entry is skipped, not fatal.

/** A file in Strapi's media library (a PDF, say), as a media field gives it. */
export const fileSchema = z.object({
  url: z.string().min(1),
  name: z.string().nullish(),
  mime: z.string().nullish(),
  ext: z.string().nullish(),
  size: z.number().nullish(),
  hash: z.string().nullish(),
  updatedAt: z.string().nullish(),
});

/**
 * An image in the media library: a file with its size and the editors' words for it, that the site can show (its size
 * read, within the pixels the site takes). The rules at publish say in words what is wrong; the build leaves it out.
 */
export const mediaSchema = fileSchema
  .omit({ name: true, ext: true })
  .extend({
    width: z.unknown(),
    height: z.unknown(),
    alternativeText: z.string().nullish(),
    caption: z.string().nullish(),
  })
  .superRefine((photo, context) => {
    const refusal = photoSizeRefusal(photo.width, photo.height);
    if (refusal) context.addIssue({ code: 'custom', message: refusal });
  })
  .transform((photo) => ({ ...photo, width: photo.width as number, height: photo.height as number }));
export type StrapiMedia = z.infer<typeof mediaSchema>;

export const paginationSchema = z.object({
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export const listResponseSchema = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: paginationSchema }),
});
export type StrapiListResponse = z.infer<typeof listResponseSchema>;

/** A single type's answer: one entry (Strapi answers 404 while it is unpublished). */
export const singleResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  meta: z.record(z.string(), z.unknown()).optional(),
});

/** Strapi keeps decimals as numbers, but a database may hand them over as strings: accept both, keep a number. */
export const decimal = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
  z.number(),
);
/** A calendar date as Strapi's date fields give it: YYYY-MM-DD. */
export const isoDate = z.iso.date();
/**
 * A web address to link from the site: https, written out whole ("https:www.x" is a path to a browser), with a domain
 * name and no user name or password in it.
 */
export const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .regex(/^https:\/\/[^/@\s]+(\/\S*)?$/, 'must be written out as https://name.domain/...');
/** An optional text field: Strapi keeps an emptied one as "" (or null), which means "not given". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

/** Strapi's rich text: an array of blocks, each checked as it is read (lib/kit/blocks.ts). */
export const blocks = z.array(z.unknown()).min(1, 'it is empty');
/** A time of day as editors type it: 24-hour hh:mm. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time looks like 14:30');
/** The same as a Strapi attribute's pattern. */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** The id every entry has, stable across draft and publish. */
export const documentId = z.string().min(1);
