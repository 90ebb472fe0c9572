import { getContent } from '@/lib/cms';
import { callLead, visitInvitationText } from '@/lib/content/shared';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { Section } from '@/components/ui/section';
import { BookingButton } from './booking-button';
import styles from './visit-invitation.module.css';

type VisitInvitationProps = {
  /** A page's own heading and words, in place of those most pages share ("Words on many pages"). */
  title?: string;
  lead?: string;
};

/** The closing call to action of a page: book a visit, or call. */
export async function VisitInvitation({ title, lead }: VisitInvitationProps) {
  const shared = await getContent('everyPage');
  return (
    <Section tone="forest" title={title ?? shared.visitTitle} lead={lead ?? shared.visitLead} id="visit">
      <div className={styles.actions}>
        <BookingButton variant="onDark">{visitInvitationText.book}</BookingButton>
        <CallLink lead={callLead} className={buttonClass('outlineOnDark')} icon />
      </div>
    </Section>
  );
}
