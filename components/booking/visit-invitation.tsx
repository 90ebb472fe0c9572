import { site } from '@/lib/site';
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
  title = 'Come and see us for yourself',
  lead = 'The best way to know whether a home feels right is to visit. Have a cup of tea with us, meet the team and look around at your own pace.',
}: VisitInvitationProps) {
  return (
    <Section tone="forest" title={title} lead={lead} id="visit">
      <div className={styles.actions}>
        <BookingButton variant="onDark">Book a visit</BookingButton>
        <a href={site.phone.href} className={buttonClass('outlineOnDark')}>
          <PhoneIcon />
          <PhoneText lead="Call" />
        </a>
      </div>
    </Section>
  );
}
