// The CMS's API tokens for the website, as the CMS makes them (cms/scripts/seed.js, cms/src/api-tokens.js, through the
// bundle the site's install makes for the CMS) and the site's scripts keep them (scripts/embedded-cms): one for the
// build, which reads what is published, and one for the preview, which reads drafts too. Each expires, and is made
// again at a start of the CMS some days before it does.

export const BUILD_TOKEN_NAME = 'Website build (read-only)';
export const PREVIEW_TOKEN_NAME = 'Website preview (drafts)';
/** How long each lives: Strapi's longest lifespan short of none (it takes 7, 30 or 90 days). */
export const SITE_TOKEN_LIFESPAN_MS = 90 * 24 * 60 * 60_000;
/** How long before it expires a start makes it again. */
export const SITE_TOKEN_RENEW_MS = 14 * 24 * 60 * 60_000;

/**
 * The content API's permissions of the website's tokens: reading each type a page shows (a collection's entries one
 * or many; a single type's one).
 */
export function siteTokenPermissions(
  types: readonly { uid: string; kind: 'collectionType' | 'singleType' }[],
): string[] {
  return types.flatMap(({ uid, kind }) =>
    kind === 'collectionType' ? [`${uid}.find`, `${uid}.findOne`] : [`${uid}.find`],
  );
}
