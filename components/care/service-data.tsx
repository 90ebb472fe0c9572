import type { Home, CareKind } from '@/lib/content-types';
import { plainText } from '@/lib/rich-text';
import { site } from '@/lib/site';
import { feeOffer, postalAddressData } from '@/components/layout/structured-data';

/**
 * A kind of care as schema.org's Service: what it is, who gives it (the home, as its NursingHome on the home page
 * names it) and, when "Fees and funding" gives its fee, what it costs.
 */
export function careService(kind: CareKind, home: Home) {
  const url = new URL(`/care/${kind.slug}`, site.url).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: kind.name,
    serviceType: kind.name,
    description: [kind.summary, ...kind.whoItSuits.flatMap(blockText)].join(' '),
    url,
    areaServed: { '@type': 'AdministrativeArea', name: home.address.county },
    provider: {
      '@type': 'NursingHome',
      name: home.name,
      url: site.url,
      telephone: home.phone.e164,
      address: postalAddressData(home),
    },
    ...(kind.fee ? { offers: { ...feeOffer(kind.fee, { named: false }), url } } : {}),
  };
}

/** A block of the editors' text as plain sentences. */
const blockText = (block: CareKind['whoItSuits'][number]) =>
  block.kind === 'list' ? block.items.map(plainText) : [plainText(block.text)];

/** The kind's JSON-LD, with "<" escaped so that no value can close the script. */
export function ServiceData({ kind, home }: { kind: CareKind; home: Home }) {
  const json = JSON.stringify(careService(kind, home)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
