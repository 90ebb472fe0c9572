import { getContent, getHome, type StayFee } from '@/lib/cms';
import type { Home } from '@/lib/content-types';
import { shareImage } from '@/lib/metadata';
import { largestSrc } from '@/lib/srcset';
import { site } from '@/lib/site';

/** The home's address as schema.org's PostalAddress: the home's own, and each job's place of work. */
export function postalAddressData({ address }: Pick<Home, 'address'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.street, address.locality].filter(Boolean).join(', '),
    addressLocality: address.town,
    addressRegion: address.county,
    postalCode: address.postcode,
    addressCountry: 'GB',
  };
}

/** The home's logo as an address on the site: the editors' own (its JPEG), else the site's icon. */
export function logoUrl(home: Pick<Home, 'logo'>) {
  return new URL(home.logo ? largestSrc(home.logo.jpeg) : '/icon.svg', site.url).href;
}

/**
 * A fee as schema.org's offer of a service: a price per week or day, or a range, tax included (care has none). The
 * home's offers name the service; a kind of care's page (components/care/service-data.tsx) is the service.
 */
export function feeOffer(stay: StayFee, { named = true } = {}) {
  return {
    '@type': 'Offer',
    ...(named ? { itemOffered: { '@type': 'Service', name: stay.kind } } : {}),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      priceCurrency: 'GBP',
      ...(stay.priceTo == null
        ? { price: stay.priceFrom }
        : { minPrice: stay.priceFrom, maxPrice: stay.priceTo }),
      unitCode: stay.per === 'week' ? 'WEE' : 'DAY',
      unitText: stay.per,
      valueAddedTaxIncluded: true,
    },
  };
}

/**
 * The home as a schema.org NursingHome, with its fees as offers, for search engines: on the home page and the fees
 * page, where they look for it, rather than in every page's HTML and hydration data. No aggregateRating: ratings
 * from a third-party site about yourself are not eligible for it, and a regulator's rating is not a rating by
 * customers.
 */
export async function StructuredData() {
  const [home, facts, fees] = await Promise.all([getHome(), getContent('facts'), getContent('fees')]);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NursingHome',
    name: home.name,
    description: home.summary,
    url: site.url,
    image: new URL(shareImage(home).url, site.url).href,
    logo: logoUrl(home),
    telephone: home.phone.e164,
    email: home.email.display,
    address: postalAddressData(home),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: home.map.location.latitude,
      longitude: home.map.location.longitude,
    },
    // The home's listings elsewhere: the review site, and its pages at the regulators.
    sameAs: [facts.reviews.listingUrl, facts.cqc.reportUrl],
    // Its fees, each with every mandatory charge in it, as the fees page states them.
    makesOffer: fees.stays.map((stay) => feeOffer(stay)),
  };
  // JSON.stringify cannot produce "</script>" from these values, but escaping "<" keeps that true whatever they hold.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
