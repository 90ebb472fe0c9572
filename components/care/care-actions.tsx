import type { Brochure } from '@/lib/cms/types';
import { careCopy as copy } from '@/lib/content/care';
import { callLead } from '@/lib/content/shared';
import { site } from '@/lib/site';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { CalendarIcon, PhoneIcon } from '@/components/ui/icons';
import { PhoneText } from '@/components/ui/phone-text';

/** The three things a family comes to do, under a page's heading: book a visit, call, read the brochure. */
export function CareActions({ brochure }: { brochure: Brochure }) {
  return (
    <>
      <BookingButton>
        <CalendarIcon />
        {copy.actions.book}
      </BookingButton>
      <a href={site.phone.href} className={buttonClass('secondary')}>
        <PhoneIcon />
        <PhoneText lead={callLead} />
      </a>
      <ExternalLink href={brochure.href} className={buttonClass('secondary')}>
        {copy.actions.brochure}
      </ExternalLink>
    </>
  );
}
