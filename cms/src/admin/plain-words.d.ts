// The types of ./plain-words.js, for the test that checks its keys against Strapi's (scripts/embedded-cms).

/** Strapi's words that the home's editors meet, in the home's plain English, by Strapi's key. */
export declare const STRAPI_IN_PLAIN_WORDS: Record<string, string>;
