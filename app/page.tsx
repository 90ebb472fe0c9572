import { PageIntro } from '@/components/ui/page-intro';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonClass } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { pageIntros } from '@/lib/content/page-intros';
import { site } from '@/lib/site';

const intro = pageIntros.home;

export default function HomePage() {
  return (
    <PageIntro
      eyebrow={intro.eyebrow}
      title={intro.title}
      lead={intro.lead}
      actions={
        <>
          <BookingLink>Book a viewing</BookingLink>
          <a href={site.phone.href} className={buttonClass('secondary')}>
            <PhoneIcon />
            Call {site.phone.display}
          </a>
        </>
      }
    />
  );
}
