import { getContent } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { VacancyNote } from '@/components/facts/vacancy-note';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { PhoneText } from '@/components/ui/phone-text';
import { MapEmbed } from '@/components/contact/map-embed';
import { PostalAddress } from '@/components/layout/postal-address';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { contact } from '@/lib/content/contact';
import { pageIntros, pageTitles } from '@/lib/content/pages';
import { site } from '@/lib/site';
import styles from './contact.module.css';

const intro = pageIntros.contact;

export const metadata = pageMetadata({
  title: pageTitles.contact,
  description: intro.lead,
  path: '/contact',
});

export default async function ContactPage() {
  const { vacancies } = await getContent('facts');
  return (
    <>
      <PageIntro {...intro} />
      <Section title={contact.detailsTitle} id="details">
        <div className={styles.layout}>
          <div>
            <ul className={styles.details}>
              <li>
                <MapPinIcon />
                <PostalAddress />
              </li>
              <li>
                <PhoneIcon />
                <a href={site.phone.href}>
                  <PhoneText />
                </a>
              </li>
              <li>
                <MailIcon />
                <a href={site.email.href}>{site.email.display}</a>
              </li>
            </ul>
            <p>{contact.hours}</p>
            <VacancyNote vacancies={vacancies} />
            <h3>{contact.locationTitle}</h3>
            {contact.location.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <h3>{contact.transport.title}</h3>
            <ul className={styles.transport}>
              {contact.transport.points.map((point) => (
                <li key={point.slice(0, 32)}>{point}</li>
              ))}
            </ul>
          </div>
          <div className={styles.map}>
            <h3 className="visually-hidden">{contact.map.title}</h3>
            <MapEmbed />
            <ExternalLink href={site.map.directionsUrl} className={buttonClass('secondary')}>
              {contact.map.directionsText}
            </ExternalLink>
          </div>
        </div>
      </Section>
      <VisitInvitation />
    </>
  );
}
