import { site } from '@/lib/site';
import { email, phone, text } from './rich-text';
import type { TextTab } from './tabbed-text';

export const about = {
  intro: [
    `${site.name} is a family-run home in the Kent countryside, caring for up to ${site.capacity.residents} older people. We offer long-term residential care, short breaks, convalescence after a stay in hospital, and day care.`,
    'We are small enough for everyone to know each other well, and experienced enough to care for people whose needs change over time.',
  ],
  careLink: 'Each kind of care, who it suits and what it costs',
  tabsLabel: 'About our home',
  defaultTab: 'staff',
  tabs: [
    {
      id: 'staff',
      label: 'Our staff',
      title: 'A settled, well-trained team',
      paragraphs: [
        'Many of our carers have worked here for more than five years, so residents see the same faces every day. Every member of staff completes the Care Certificate, and our senior carers hold recognised qualifications in health and social care.',
        'We train together every month, on everything from moving and handling to dementia care and end-of-life care, and we welcome questions from families about who does what.',
      ],
    },
    {
      id: 'residents',
      label: 'Residents',
      title: 'Living here, your way',
      paragraphs: [
        'Residents get up and go to bed when they choose, keep their own routines, and decide how to spend their days. Rooms can be furnished with favourite pieces, pictures and keepsakes.',
        'Each resident has a named key worker and a care plan written with them and their family, reviewed every month and whenever their needs change.',
      ],
    },
    {
      id: 'philosophy',
      label: 'Our philosophy',
      title: 'Relationships first',
      paragraphs: [
        'Good care grows from knowing someone well: their story, their humour, what comforts them and what they enjoy. We take time to learn these things, and we write them down so that everyone on the team knows them too.',
        'We aim for independence wherever it is possible, help wherever it is needed, and kindness always.',
      ],
    },
    {
      id: 'feedback',
      label: 'Feedback',
      title: 'Listening, and acting on it',
      paragraphs: [
        'We hold a residents’ meeting every month and a families’ evening every season, and we send a short survey each year. What we hear shapes the menus, the activities and the way we work.',
        text`If something is not right, please tell us: speak to any member of staff, call ${phone(site.phone)}, or write to ${email(site.email)}. We reply to every concern.`,
      ],
    },
    {
      id: 'accreditation',
      label: 'Accreditation',
      title: 'Inspected and accountable',
      paragraphs: [
        'We are registered with the Care Quality Commission, the independent regulator of care in England, and our kitchen is inspected for the Food Standards Agency’s food hygiene rating. Both ratings, with their dates, are on this page under “Our inspection ratings”.',
        'We are members of our local care association and follow national guidance on infection control, medicines and safeguarding.',
      ],
    },
  ] satisfies readonly TextTab[],
  ratingsTitle: 'Our inspection ratings',
  ratingsLead: 'What the regulators found when they last inspected us, with the date of each report.',
  cardsTitle: 'How we work',
  cards: [
    {
      title: 'Management',
      text: 'Our registered manager is here every weekday and on call at all other times. Families can always speak to someone in charge.',
    },
    {
      title: 'Commitment',
      text: 'We keep our promises: the same familiar team, care plans that are followed, and honest answers when things go wrong.',
    },
    {
      title: 'Progression',
      text: 'We invest in our staff, from the Care Certificate to senior qualifications, and many of our senior carers started here as new carers.',
    },
    {
      title: 'Specialisation',
      text: 'Our team has particular experience in dementia care, convalescence after hospital stays and care at the end of life.',
    },
  ],
  closing: `A home for up to ${site.capacity.residents} residents, in ${site.capacity.gardenAcres} acres of gardens.`,
} as const;
