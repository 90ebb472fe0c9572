import { site } from '@/lib/site';

/** The home's postal address, a line at a time, as on an envelope. */
export function PostalAddress({ className }: { className?: string }) {
  const { address } = site;
  return (
    <address className={className}>
      {site.name}
      <br />
      {address.street}
      <br />
      {address.locality}
      <br />
      {address.town}, {address.county}
      <br />
      {address.postcode}
    </address>
  );
}
