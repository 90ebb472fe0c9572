import type { Home } from '@/lib/content-types';

/** The home's postal address, a line at a time, as on an envelope. */
export function PostalAddress({ home, className }: { home: Home; className?: string }) {
  const { address } = home;
  return (
    <address className={className}>
      {home.name}
      <br />
      {address.street}
      <br />
      {address.locality ? (
        <>
          {address.locality}
          <br />
        </>
      ) : null}
      {address.town}, {address.county}
      <br />
      {address.postcode}
    </address>
  );
}
