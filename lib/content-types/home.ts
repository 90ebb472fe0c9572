import { z } from 'zod';
import {
  defineContentType,
  choice,
  media,
  number,
  rowSchemaOf,
  text,
  typed,
  wholeNumber,
  withImages,
  problem,
  problemsOf,
  httpsUrl,
  mediaSchema,
} from '@/lib/kit';
import { dialHref, mailHref } from '@/lib/rich-text';
import { hasDescription } from './photo-consent';

// "The home": who and where the home is, each fact once. Every page (its header, footer and JSON-LD), the brochure, the
// web manifest, the share card and the not-found page read it from here, and every page's words insert its facts
// where the editors put them ([phone], lib/kit/facts-in-text.ts). A second home is another CMS with another "The
// home", built by the same code.

/** The parts of the UK a company is registered in, as Companies House names them. */
export const registrationPlaces = ['England and Wales', 'Scotland', 'Northern Ireland'] as const;

/** A company number as Companies House issues it: 8 digits, or a prefix (R0: an older Northern Irish one) and 6 digits. */
const COMPANY_NUMBER = /^(\d{8}|(SC|NI|OC|SO|NC|R0)\d{6})$/;

/** Where a company with this number is registered, by the number's prefix. */
function placeOfNumber(companyNumber: string): (typeof registrationPlaces)[number] {
  if (/^(SC|SO)/.test(companyNumber)) return 'Scotland';
  if (/^(NI|NC|R0)/.test(companyNumber)) return 'Northern Ireland';
  return 'England and Wales';
}

/**
 * The booking service the booking window shows: the site's security headers let frames come from it and from the map
 * alone (scripts/shared/security-headers.ts), so a booking page elsewhere would be refused by the browser.
 */
export const BOOKING_ORIGIN = 'https://calendly.com';

/** A UK postcode, as Royal Mail writes it: "TN27 9ZZ". */
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/;

/** The UK, roughly: a point on the map outside it is a slip (a sign lost, the two numbers swapped). */
const UK = { latitude: [49.8, 60.9], longitude: [-8.7, 1.8] } as const;

const ukPhone = z
  .string()
  .trim()
  .refine(
    (typed) => dialHref(typed)?.startsWith('tel:+44') ?? false,
    'give a UK number that can be dialled, like 01632 960 418',
  );
const emailAddress = z
  .string()
  .trim()
  .refine((typed) => mailHref(typed) !== null, 'give an e-mail address, like hello@example.org');

const homeFields = {
  name: text({
    label: 'Name of the home',
    help: 'As it heads every page and the brochure: "Wealdhaven House".',
    max: 80,
  }),
  shortName: text({
    label: 'Short name',
    help: 'For places with little room, such as a phone\'s home screen: "Wealdhaven".',
    max: 30,
  }),
  strapline: text({
    label: 'Strapline',
    help: 'One line under the name on the home page and in the brochure: "A home from home in the Kent countryside".',
    max: 120,
  }),
  summary: text({
    label: 'Summary',
    help: 'Two or three sentences on who the home is for, used by search engines, share cards and the brochure.',
    max: 400,
    lines: true,
  }),
  street: text({ label: 'Street', help: 'The first line of the address: "Orchard Lane".', max: 120 }),
  locality: text({
    label: 'Village or area',
    help: 'The village or part of town, if the address has one: "Little Wychcombe".',
    max: 80,
    optional: true,
  }),
  town: text({ label: 'Town', help: 'The post town: "Ashford".', max: 80 }),
  county: text({ label: 'County', help: 'The county, as the pages say where the home is: "Kent".', max: 60 }),
  postcode: typed({
    label: 'Postcode',
    help: 'In capitals with its space, like TN27 9ZZ.',
    max: 8,
    check: z.string().trim().regex(POSTCODE, 'a postcode looks like TN27 9ZZ, in capitals with its space'),
  }),
  latitude: number({
    label: 'Map: latitude',
    help: 'Where the map puts the home, north of the equator, like 51.1035 (a map site shows it for any point).',
    min: UK.latitude[0],
    max: UK.latitude[1],
  }),
  longitude: number({
    label: 'Map: longitude',
    help: 'East (+) or west (-) of Greenwich, like 0.6515: with the latitude, a point in the UK.',
    min: UK.longitude[0],
    max: UK.longitude[1],
  }),
  phone: typed({
    label: 'Phone number',
    help: 'The number families call, as people read it: "01632 960 418". Every call button dials it.',
    max: 20,
    check: ukPhone,
  }),
  email: typed({
    label: 'E-mail address',
    help: 'The address families write to, shown on every page: "hello@example.org".',
    max: 120,
    check: emailAddress,
  }),
  bookingUrl: typed({
    label: 'Booking link',
    help: "The web address of the home's Calendly page for booking a visit or call, like https://calendly.com/your-home/30min. It opens in the booking window.",
    max: 300,
    check: httpsUrl.refine(
      (url) => URL.canParse(url) && new URL(url).origin === BOOKING_ORIGIN,
      'give the address of a Calendly page, like https://calendly.com/your-home/30min',
    ),
    regex: '^https://calendly\\.com/[^\\s]+$',
  }),
  logo: media({
    label: 'Logo',
    help: "The home's mark, beside its name on every page, with a description of it; none shows the name alone.",
    kind: 'images',
    optional: true,
  }),
  residents: wholeNumber({
    label: 'Residents, at most',
    help: 'How many people the home is registered to care for; the pages say it where [residents] is written.',
    min: 1,
    max: 500,
  }),
  gardenAcres: number({
    label: 'Acres of garden',
    help: 'How many acres of garden, like 2; the pages say it where [acres] is written.',
    min: 0,
    max: 1000,
  }),
  companyName: text({
    label: "Company's name",
    help: 'The company that runs the home, as Companies House registers it, named in every footer.',
    max: 160,
    empty: "give the company's registered name",
  }),
  companyNumber: text({
    label: 'Company number',
    help: 'Its number at Companies House: 8 digits, or 2 letters and 6 digits, like 01234567.',
    max: 8,
    pattern: {
      regex: '^([0-9]{8}|(SC|NI|OC|SO|NC|R0)[0-9]{6})$',
      message: 'a company number is 8 digits, or 2 letters and 6 digits',
    },
  }),
  registeredIn: choice({
    label: 'Company registered in',
    help: 'Where the company is registered: England and Wales, Scotland or Northern Ireland.',
    choices: registrationPlaces,
  }),
  registeredOffice: text({
    label: 'Registered office',
    help: "The company's registered office address, on one line, as Companies House has it.",
    max: 200,
    empty: 'give the registered office',
  }),
  icoRegistrationNumber: text({
    label: 'ICO registration number',
    help: "Its number in the Information Commissioner's register, like ZA123456, named in the privacy notice.",
    max: 8,
    pattern: { regex: '^Z[A-Z0-9]{7}$', message: 'an ICO number looks like ZA123456' },
    optional: true,
  }),
  cqcLocationId: text({
    label: 'CQC location id',
    help: "The home's id on CQC's website, like 1-123456789: the site links to its report and reads its ratings.",
    max: 20,
    pattern: { regex: '^1-[0-9]{4,15}$', message: 'a CQC location id looks like 1-123456789' },
  }),
  cqcProviderId: text({
    label: 'CQC provider id',
    help: "The company's id on CQC's website, like 1-987654321, if it has one; the footer links to it.",
    max: 20,
    pattern: { regex: '^1-[0-9]{4,15}$', message: 'a CQC provider id looks like 1-987654321' },
    optional: true,
  }),
  fsaEstablishmentId: text({
    label: 'Food hygiene: FSA establishment id',
    help: "The kitchen's id on the Food Standards Agency's register, in figures: the site then reads its rating.",
    max: 20,
    pattern: { regex: '^[0-9]+$', message: 'an establishment id is figures only' },
    optional: true,
  }),
};

/** The home's company, for the rules: the number's prefix says where it is registered, so the two must agree. */
const companyPlace = rowSchemaOf({
  companyNumber: homeFields.companyNumber,
  registeredIn: homeFields.registeredIn,
}).refine(
  ({ companyNumber, registeredIn }) =>
    !COMPANY_NUMBER.test(companyNumber) || placeOfNumber(companyNumber) === registeredIn,
  { path: ['registeredIn'], message: 'the company number says the company is registered somewhere else' },
);

/** A number as the site shows it and dials it, from one typing of it. */
function phoneNumber(display: string) {
  const href = dialHref(display)!;
  return { display, href, e164: href.slice('tel:'.length) };
}

/** "The home", as every page reads it. */
export const home = defineContentType({
  kind: 'singleType',
  collectionName: 'homes',
  info: {
    singularName: 'home',
    pluralName: 'homes',
    displayName: 'The home',
    description:
      "Who and where the home is: its name, address, phone, e-mail, booking link, logo, size and company. Every page shows these; the pages' words say them where [phone], [email], [residents] or [acres] are written. Publish after every change.",
  },
  fields: homeFields,
  populate: ['logo'],
  files: ['logo'],
  rules: (entry) => [
    ...problemsOf(companyPlace, entry),
    ...(entry.logo == null
      ? []
      : [
          ...problemsOf(mediaSchema, entry.logo, ['logo']),
          ...(hasDescription(entry.logo) ? [] : problem('logo', 'describe the logo in its alternative text')),
        ]),
  ],
  async read({ entry, mediaOrigin, prepare, warn }) {
    const { entry: page, malformed } = await entry();
    const place = companyPlace.safeParse(page);
    if (!place.success) throw malformed('registeredIn', place.error.issues[0]!.message);
    const [logo] = await withImages([page], (item) => item.logo, {
      collection: 'home',
      mediaOrigin,
      prepare,
    });
    if (page.logo != null && !logo?.image) warn(`cms: the home's logo is not shown: ${logo?.problem}`);
    const address = {
      street: page.street,
      locality: page.locality ?? null,
      town: page.town,
      county: page.county,
      postcode: page.postcode,
      country: 'United Kingdom',
    };
    const addressLine = [address.street, address.locality, address.town, address.county, address.postcode]
      .filter(Boolean)
      .join(', ');
    const location = { latitude: page.latitude, longitude: page.longitude };
    return {
      name: page.name,
      shortName: page.shortName,
      strapline: page.strapline,
      summary: page.summary,
      address,
      /** The address on one line, as people write it on an envelope and as route planners expect it. */
      addressLine,
      map: {
        provider: 'OpenStreetMap',
        location,
        /** The embedded map, loaded only when a visitor asks for it. */
        embedUrl:
          'https://www.openstreetmap.org/export/embed.html?layer=mapnik' +
          `&bbox=${location.longitude - 0.02},${location.latitude - 0.008},${location.longitude + 0.02},${location.latitude + 0.008}` +
          `&marker=${location.latitude},${location.longitude}`,
        viewUrl: `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=15/${location.latitude}/${location.longitude}`,
        /** A route planner with the home's address as the destination. */
        directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine)}`,
      },
      phone: phoneNumber(page.phone),
      email: { display: page.email, href: mailHref(page.email)! },
      bookingUrl: page.bookingUrl,
      logo: logo?.image ?? null,
      capacity: { residents: page.residents, gardenAcres: page.gardenAcres },
      provider: {
        companyName: page.companyName,
        companyNumber: page.companyNumber,
        registeredIn: page.registeredIn,
        registeredOffice: page.registeredOffice,
        icoRegistrationNumber: page.icoRegistrationNumber ?? null,
      },
      regulators: {
        cqcLocationId: page.cqcLocationId,
        cqcProviderId: page.cqcProviderId ?? null,
        fsaEstablishmentId: page.fsaEstablishmentId ?? null,
      },
    };
  },
  describe: (read) => `the home (${read.name})`,
  // Every page shows it; the preview opens the home page.
  pages: { shownOn: ['/', '/contact', '/about', '/privacy'] },
  sample: {
    edition: 8,
    publishOnUpgrade: true,
    // A fictional home: the phone number is in Ofcom's range kept for drama, the e-mail address on the reserved
    // .example domain, the company and register numbers of the right shape but beyond any issued.
    entries: () => ({
      name: 'Wealdhaven House',
      shortName: 'Wealdhaven',
      strapline: 'A home from home in the Kent countryside',
      summary:
        'Wealdhaven House is a family-run residential care home for up to 38 older people, set in two acres of ' +
        'gardens in the Kent countryside. We offer long-term care, short breaks, convalescence and day care.',
      street: 'Orchard Lane',
      locality: 'Little Wychcombe',
      town: 'Ashford',
      county: 'Kent',
      postcode: 'TN27 9ZZ',
      latitude: 51.1035,
      longitude: 0.6515,
      phone: '01632 960 418',
      email: 'hello@wealdhaven-house.example',
      bookingUrl: 'https://calendly.com/wealdhaven-house-sample/30min',
      logo: {
        $file: {
          art: 'logo',
          name: 'sample-logo-oast-house.png',
          alternativeText: 'An oast house in a roundel',
          caption: 'Sample logo',
        },
      },
      residents: 38,
      gardenAcres: 2,
      companyName: 'Wealdhaven Care Limited',
      companyNumber: '99000418',
      registeredIn: 'England and Wales',
      registeredOffice: 'Orchard Lane, Little Wychcombe, Ashford, Kent, TN27 9ZZ',
      icoRegistrationNumber: 'ZZ000418',
      cqcLocationId: '1-000000000',
      cqcProviderId: null,
      // The fictional home has no kitchen on the FSA's register: with an id here, every build would ask the FSA's API
      // for it. A real home puts its own id in, and the build reads its rating from the FSA (lib/regulators).
      fsaEstablishmentId: null,
    }),
  },
});

export type Home = Awaited<ReturnType<typeof home.read>>;
