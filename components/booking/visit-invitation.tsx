import { site } from '@/lib/site';
import { callLead, visitInvitationText } from '@/lib/content/shared';
import { buttonClass } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import { PhoneText } from '@/components/ui/phone-text';
import { BookingButton } from './booking-button';
import styles from './visit-invitation.module.css';

type VisitInvitationProps = {
  title?: string;
  lead?: string;
};

/** The closing call to action of a page: book a visit, or call. */
export function VisitInvitation({
  title = visitInvitationText.title,
  lead = visitInvitationText.lead,
}: VisitInvitationProps) {
  return (
    <Section tone="forest" title={title} lead={lead} id="visit">
      <div className={styles.actions}>
        <BookingButton variant="onDark">{visitInvitationText.book}</BookingButton>
        <a href={site.phone.href} className={buttonClass('outlineOnDark')}>
          <PhoneIcon />
          <PhoneText lead={callLead} />
        </a>
      </div>
    </Section>
  );
}
