// The content layer's door for the project's own programs outside Next.js (scripts/ and e2e/), beside the pages' door
// (index.ts): what they may use of it, none of it secret or server-only, so that a program that does not read the CMS
// can import it anywhere. ESLint keeps scripts/ and e2e/ to these two doors (and tests to testing/ as well).
export { DEFAULT_MEDIA_CACHE_DIR, mediaCacheDir, mediaFilesDir } from './media-cache';
export { todayInKent, vacanciesTooOld } from '@/lib/kit';
export { cmsErrorIn } from '@/lib/kit';
export { photoKey } from './image-pipeline';
export { apiNameOf, uidOf, type ContentTypeDeclaration } from '@/lib/kit';
export { ADMIN_VIEWS, SEED_EDITION, strapiFiles } from './declared';
export { ADMIN_MENU } from './admin-menu';
export { SITE_TOKEN_LIFESPAN_MS, SITE_TOKEN_RENEW_MS } from './site-tokens';
export { contentTypes, type ContentOf, type ContentTypeName, type EntryOf } from '@/lib/content-types';
export { brochureStem } from '@/lib/kit';
export { namesFacts, textFacts, withFactsDeep } from '@/lib/kit';
/** A review as the CMS gives it. */
export type StrapiReview = import('@/lib/content-types').EntryOf<'reviews'>;
export { REVIEWS_SHOWN } from '@/lib/content-types';
export type { StrapiFactSheet } from '@/lib/content-types';
/** A job as the CMS gives it. */
export type StrapiJob = import('@/lib/content-types').EntryOf<'jobs'>;
export type { Provider } from '@/lib/content-types';
/** The store a build's first stage writes and its pages read: for the tests that look into one. */
export { readStore, type SiteStore } from './store';
