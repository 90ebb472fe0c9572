import type { z } from 'zod';
import { events, programme } from './activities';
import { brochureWords } from './brochure-words';
import { cannotMeet, careKinds } from './care';
import { complaints } from './complaints';
import { facts } from './facts';
import { carePage, complaintsPage, feesPage, roomsPage, visitingPage, whatsOnPage } from './family-pages';
import { fees } from './fees';
import { gallery } from './gallery';
import { home } from './home';
import { jobs } from './jobs';
import { menu } from './menu';
import {
  aboutPage,
  accessibilityStatement,
  careersPage,
  contactPage,
  everyPage,
  galleryPage,
  homePage,
  notFoundPage,
  privacyNotice,
  reviewsPolicy,
  teamPage,
  termsPage,
} from './pages';
import { reviews } from './reviews';
import { rooms } from './rooms';
import { staffing } from './staffing';
import { team } from './team';
import { visiting } from './visiting';

// The home's content, declared once: every kind of content the editors keep in the CMS and the site shows, by the name
// pages read it by (getContent('jobs')). Each file beside this one declares one type (lib/cms/define.ts says what a
// declaration holds); the content layer, the CMS's types, rules, preview and seed, the tests' recorded CMS and the
// sitemap are all made from this list. docs/how-it-is-built.md, "Adding a content type", says how to add one.
export const contentTypes = {
  gallery,
  team,
  facts,
  reviews,
  fees,
  complaints,
  visiting,
  jobs,
  programme,
  events,
  menu,
  careKinds,
  cannotMeet,
  // Edition 8: who and where the home is, and every page's own words.
  home,
  homePage,
  aboutPage,
  teamPage,
  galleryPage,
  contactPage,
  privacyNotice,
  termsPage,
  accessibilityStatement,
  reviewsPolicy,
  careersPage,
  notFoundPage,
  everyPage,
  // Edition 9: the words of the pages whose facts are entries of their own, and the brochure's.
  carePage,
  whatsOnPage,
  feesPage,
  visitingPage,
  complaintsPage,
  brochureWords,
  // Edition 10: the rooms, with which are free, the words of their page, and who looks after residents.
  rooms,
  roomsPage,
  staffing,
};

export type ContentTypes = typeof contentTypes;
export type ContentTypeName = keyof ContentTypes;
/** What the pages are given of a type: getContent('jobs') is a Job[]. */
export type ContentOf<Name extends ContentTypeName> = Awaited<ReturnType<ContentTypes[Name]['read']>>;
/** One entry of a type, as its schema checks it. */
export type EntryOf<Name extends ContentTypeName> = z.output<ContentTypes[Name]['schema']>;
