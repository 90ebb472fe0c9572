import { z } from 'zod';

// The parts of Strapi 5's REST responses the site reads. Envelopes are strict (a wrong shape fails the build);
// items are checked one by one so that one broken entry is skipped, not fatal.

export const mediaSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alternativeText: z.string().nullish(),
  caption: z.string().nullish(),
  mime: z.string().nullish(),
  hash: z.string().nullish(),
  updatedAt: z.string().nullish(),
  size: z.number().nullish(),
});
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

const documentBase = z.object({
  documentId: z.string().min(1),
});

export const galleryItemSchema = documentBase.extend({
  // The image is checked separately, so an item with a broken image can be reported precisely.
  image: z.unknown(),
});

export const teamItemSchema = documentBase.extend({
  name: z.string().trim().min(1),
  role: z.string().trim().nullish(),
  description: z.string().trim().nullish(),
  image: z.unknown(),
});
export type StrapiTeamItem = z.infer<typeof teamItemSchema>;
