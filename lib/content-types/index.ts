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
// pages read it by (getContent('jobs')). Each file beside this one declares one type (lib/kit/define.ts says what a
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

// What other rooms use of the declarations, by name: this file is their one door (.dependency-cruiser.cjs).
export { BOOKING_ORIGIN, home } from './home';
export { REVIEWS_SHOWN } from './reviews';
export { consentReviews } from './photo-consent';
export { editorsFacts, type StrapiFactSheet } from './facts';
export { type CareKind } from './care';
export {
  type ComingDay,
  comingDays,
  eventShownWords,
  laterDays,
  type Place,
  type Session,
  type SpecialEvent,
  THIS_WEEK_DAYS,
  THIS_WEEK_EVENTS,
} from './activities';
export { type DayOfMenu, daysOfMenu, type Dish, type Menu, rotationWeek } from './menu';
export { type Room, type RoomKind } from './rooms';
export { type Staffing, STAFFING_KEPT_DAYS } from './staffing';

// What the pages are given of each kind of content: each follows from its declaration, its fields and its reader, and
// is named here for the components that show it.
export type GalleryPhoto = ContentOf<'gallery'>[number];
export type TeamMember = ContentOf<'team'>[number];
export type Review = ContentOf<'reviews'>[number];
export type Job = ContentOf<'jobs'>[number];
export type FeesAndFunding = ContentOf<'fees'>;
export type ComplaintsProcedure = ContentOf<'complaints'>;
export type Visiting = ContentOf<'visiting'>;
/** Who and where the home is ("The home"). */
export type Home = ContentOf<'home'>;
/**
 * The company that runs the home, which the footer of every page names (the Company, LLP and Business (Names and
 * Trading Disclosures) Regulations 2015), with its registration with the ICO.
 */
export type Provider = Home['provider'];
export type StayFee = FeesAndFunding['stays'][number];
export type OptionalExtra = FeesAndFunding['extras'][number];
export type FundingRoute = FeesAndFunding['fundingRoutes'][number];
