import { getContent, type StayFee } from '@/lib/cms';
import { shareImage } from '@/lib/metadata';
import { site } from '@/lib/site';

/** The home's address as schema.org's PostalAddress: the home's own, and each job's place of work. */
export function postalAddressData() {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${site.address.street}, ${site.address.locality}`,
    addressLocality: site.address.town,
    addressRegion: site.address.county,
    postalCode: site.address.postcode,
    addressCountry: 'GB',
  };
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
  const [facts, fees] = await Promise.all([getContent('facts'), getContent('fees')]);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NursingHome',
    name: site.name,
    description: site.summary,
    url: site.url,
    image: new URL(shareImage.url, site.url).href,
    logo: new URL('/icon.svg', site.url).href,
    telephone: site.phone.e164,
    email: site.email.display,
    address: postalAddressData(),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.map.location.latitude,
      longitude: site.map.location.longitude,
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
