import type { Brochure } from '@/lib/kit';
import { careCopy as copy } from '@/lib/content/care';
import { callLead } from '@/lib/content/shared';
import { BookingButton } from '@/components/booking/booking-button';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { CallLink } from '@/components/ui/call-link';
import { CalendarIcon } from '@/components/ui/icons';

/** The three things a family comes to do, under a page's heading: book a visit, call, read the brochure. */
export function CareActions({ brochure }: { brochure: Brochure }) {
  return (
    <>
      <BookingButton>
        <CalendarIcon />
        {copy.actions.book}
      </BookingButton>
      <CallLink lead={callLead} className={buttonClass('secondary')} icon />
      <ExternalLink href={brochure.href} className={buttonClass('secondary')}>
        {copy.actions.brochure}
      </ExternalLink>
    </>
  );
}
