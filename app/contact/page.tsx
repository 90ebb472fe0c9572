import { getContent, getHome } from '@/lib/cms';
import { pageWordsMetadata } from '@/lib/metadata';
import { VacancyNote } from '@/components/facts/vacancy-note';
import { Link } from '@/components/ui/link';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { PhoneText } from '@/components/ui/phone-text';
import { TextBlocks } from '@/components/ui/rich-text';
import { MapEmbed } from '@/components/contact/map-embed';
import { PostalAddress } from '@/components/layout/postal-address';
import { VisitInvitation } from '@/components/booking/visit-invitation';
import { contact } from '@/lib/content/contact';
import styles from './contact.module.css';

export const generateMetadata = pageWordsMetadata('contactPage', '/contact');

export default async function ContactPage() {
  const [home, copy, { vacancies }, visiting] = await Promise.all([
    getHome(),
    getContent('contactPage'),
    getContent('facts'),
    getContent('visiting'),
  ]);
  // When to visit is said once, in "Visiting and a typical day": its opening paragraph here, and a link to the rest.
  const whenToVisit = visiting.visiting.find((block) => block.kind === 'paragraph');
  return (
    <>
      <PageIntro {...copy.intro} />
      <Section title={contact.detailsTitle} id="details">
        <div className={styles.layout}>
          <div>
            <ul className={styles.details}>
              <li>
                <MapPinIcon />
                <PostalAddress home={home} />
              </li>
              <li>
                <PhoneIcon />
                <a href={home.phone.href}>
                  <PhoneText number={home.phone.display} />
                </a>
              </li>
              <li>
                <MailIcon />
                <a href={home.email.href}>{home.email.display}</a>
              </li>
            </ul>
            {whenToVisit ? <TextBlocks blocks={[whenToVisit]} /> : null}
            <p>
              <Link href="/visiting">{contact.visitingLink}</Link>
            </p>
            <VacancyNote vacancies={vacancies} />
            <h3>{contact.locationTitle}</h3>
            <TextBlocks blocks={copy.location} />
            <h3>{contact.transportTitle}</h3>
            <div className={styles.transport}>
              <TextBlocks blocks={copy.transport} />
            </div>
          </div>
          <div className={styles.map}>
            <h3 className="visually-hidden">{contact.map.title}</h3>
            <MapEmbed map={home.map} name={home.name} />
            <ExternalLink href={home.map.directionsUrl} className={buttonClass('secondary')}>
              {contact.map.directionsText}
            </ExternalLink>
          </div>
        </div>
      </Section>
      <VisitInvitation />
    </>
  );
}
