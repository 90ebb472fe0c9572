import type { z } from 'zod';

/** One size of an image, as a browser's srcset wants it. */
export type ImageVariant = {
  src: string;
  width: number;
  height: number;
};

/**
 * A photo the site owns: encoded at build time from the CMS's original into out/media, named by a hash of its bytes,
 * so that a page never asks the CMS for it. Each format lists its sizes narrowest first.
 */
export type SiteImage = {
  alt: string;
  /** The largest size's dimensions: the photo's aspect ratio for width and height attributes. */
  width: number;
  height: number;
  /** The photo's dominant colour, as #rrggbb: painted in the photo's place until it loads. */
  colour: string;
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** For browsers that take neither AVIF nor WebP: one size. */
  jpeg: ImageVariant[];
};

/** What the CMS says of an image, before the site has fetched it. */
export type MediaSource = {
  /** The original file's absolute URL. */
  url: string;
  alt: string;
  width: number;
  height: number;
  /** The MIME type the CMS recorded, if any (it is checked against the bytes, never trusted). */
  mime: string | null;
  /**
   * What changes when an editor replaces or edits the file: Strapi's hash, updatedAt and size. Null when the CMS does
   * not say, and then the file's bytes are fetched to tell.
   */
  version: string | null;
};

/** CQC's four ratings, best first. */
export type CqcRating = 'Outstanding' | 'Good' | 'Requires improvement' | 'Inadequate';

/** CQC's five key questions, in the order CQC asks them. */
export type CqcKeyQuestion = 'safe' | 'effective' | 'caring' | 'responsive' | 'wellLed';

/** Where a rating shown on the site comes from: the editors, or the regulator's own API (lib/regulators). */
export type RatingSource = 'editors' | 'cqc' | 'fsa';

export type CqcFacts = {
  /** CQC's id for the home's location, such as 1-123456789. */
  locationId: string;
  overall: CqcRating;
  /** Null for a key question the editors left empty (CQC had not rated it). */
  keyQuestions: Record<CqcKeyQuestion, CqcRating | null>;
  /** The day CQC published the report the ratings come from, YYYY-MM-DD. */
  reportPublishedOn: string;
  reportUrl: string;
  source: RatingSource;
};

/** What the FSA's register says of a kitchen that has no number: waiting for its first inspection, inspected but
 * not yet published, or exempt from the scheme. */
export type FoodStatus = 'awaiting-inspection' | 'awaiting-publication' | 'exempt';

export type FoodHygieneFacts = {
  /** The Food Standards Agency's id for the kitchen, if the editors gave it. */
  establishmentId: string | null;
  /** 0 to 5 on the FSA's scale, or the kitchen's status on the FSA's register when it has no number. */
  rating: number | FoodStatus;
  /** The day of the inspection the rating comes from, YYYY-MM-DD; for a status, the day the FSA's register said so. */
  ratedOn: string;
  source: RatingSource;
};

export type Vacancies =
  | {
      known: true;
      roomsFree: number;
      /** Rooms free for each kind of care, where the home says so; in the editors' order. */
      byCareType: { careType: string; rooms: number }[];
      /** The day the editors last confirmed them, YYYY-MM-DD. */
      confirmedOn: string;
    }
  /**
   * The editors have not said, said something that cannot be true, or confirmed the rooms too long ago to say they
   * are free now (`lastConfirmedOn`, lib/kit/rules.ts): the site says `text`, or asks families to call to check.
   */
  | { known: false; text: string; lastConfirmedOn?: string };

export type ReviewFacts = {
  /** Out of 10, on the review site. */
  score: number;
  count: number;
  listingUrl: string;
  writeReviewUrl: string;
  /** The score on the home page's feature tile, out of 10. */
  tileScore: number;
};

/** A file of the CMS's that the site publishes as its own (the editors' brochure). */
export type FileSource = {
  url: string;
  /** What changes when an editor replaces the file; null when the CMS does not say. */
  version: string | null;
};

/** The brochure the pages link to: a file under media/, the editors' own or the one the site makes. */
export type Brochure = { href: string; from: 'editors' | 'site' };

/** The facts that change with time, as the editors keep them in the CMS. */
export type HomeFacts = {
  reviews: ReviewFacts;
  cqc: CqcFacts;
  foodHygiene: FoodHygieneFacts;
  vacancies: Vacancies;
  /** The editors' own brochure PDF, or null for the one the site makes from these facts. */
  brochure: FileSource | null;
};

/**
 * What a declaration's reader may ask of the CMS: a single type's entry, or every entry of a collection, each checked
 * by a schema. The build's client (lib/cms/client.ts) is one; the tests' recorded CMS is another.
 */
export type ContentClient = {
  /** The API's base URL, for naming what was read in a message (it never holds the token). */
  apiUrl: string;
  findSingle<Schema extends z.ZodType>(
    singleType: string,
    query: Record<string, unknown>,
    schema: Schema,
  ): Promise<z.infer<Schema>>;
  findAll<Schema extends z.ZodType>(
    collection: string,
    query: Record<string, unknown>,
    itemSchema: Schema,
    onInvalid: (item: unknown, problem: string) => void,
  ): Promise<z.infer<Schema>[]>;
};
