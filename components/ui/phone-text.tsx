import type { ReactNode } from 'react';
import { site } from '@/lib/site';

// "01632 960 418": where a line must break, it breaks after the area code, as people write a number on two lines.
const [areaCode, ...localNumber] = site.phone.display.split(' ');

/**
 * The home's phone number as text, after an optional lead-in ("Call"). The lead-in and the area code may wrap; the
 * local number never breaks between its groups of digits. It is one element, so a flex button lays it out as one
 * item that wraps, rather than as words side by side that cannot.
 */
export function PhoneText({ lead }: { lead?: ReactNode }) {
  return (
    <span>
      {lead ? <>{lead} </> : null}
      {areaCode} <span className="nowrap">{localNumber.join(' ')}</span>
    </span>
  );
}
