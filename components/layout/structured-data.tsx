import { getFacts } from '@/lib/cms';
import { shareImage } from '@/lib/metadata';
import { site } from '@/lib/site';

/**
 * The home as a schema.org NursingHome, for search engines. No aggregateRating: ratings from a third-party site
 * about yourself are not eligible for it, and a regulator's rating is not a rating by customers.
 */
export async function StructuredData() {
  const facts = await getFacts();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NursingHome',
    name: site.name,
    description: site.summary,
    url: site.url,
    image: new URL(shareImage.url, site.url).href,
    logo: new URL('/icon.svg', site.url).href,
    telephone: site.phone.href.replace(/^tel:/, ''),
    email: site.email.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.town,
      addressRegion: site.address.county,
      postalCode: site.address.postcode,
      addressCountry: 'GB',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.map.location.latitude,
      longitude: site.map.location.longitude,
    },
    // The home's listings elsewhere: the review site, and its pages at the regulators.
    sameAs: [facts.reviews.listingUrl, facts.cqc.reportUrl],
  };
  // JSON.stringify cannot produce "</script>" from these values, but escaping "<" keeps that true whatever they hold.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
