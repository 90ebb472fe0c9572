import {
  sampleBlocks,
  type ContentTypeInput,
  type Sample,
  choice,
  day,
  richText,
  rows,
  rowSchemaOf,
  text,
  type Entry,
} from '@/lib/kit';
import { routes, type Route } from '@/lib/routes';
import {
  cardsField,
  introField,
  PAGE_COMPONENTS,
  pageEntry,
  pageRules,
  sampleIntro,
  sectionsField,
  tabsField,
} from './page-parts';

// Every page's words, each page an entry of its own in the CMS, where an editor looks for it: the home page, about,
// the team's and the gallery's openings, contact, the privacy notice and the terms, the accessibility statement, the
// reviews policy, careers, and the page for an address that is not there. What stays in code is the structure: the
// labels of controls, the headings that name a part of a page, and the helpers that format. The samples are the words
// the site had before they were the editors'; a database in use gets them published at its upgrade, so that every page
// says the same as before (cms/scripts/seed.js).

const { paragraph, list, linked } = sampleBlocks;
const intro = sampleIntro;
const tab = (label: string, title: string, ...text: unknown[]) => ({ label, title, text });
const section = (title: string, ...text: unknown[]) => ({ title, text });

/** The date the notice last changed, set by the CMS when its words change at a publish (cms/src/last-updated.js). */
const lastUpdatedField = day({
  label: 'Last updated',
  help: 'Set by itself when a publish changes the words; set it by hand for a change made elsewhere.',
});

// ---- the home page ----

const adviceFields = {
  title: text({
    label: 'Question',
    help: 'A question families ask: "Which kind of care is right?".',
    max: 80,
  }),
  text: text({ label: 'Answer', help: 'A short answer, in two or three sentences.', max: 400, lines: true }),
  linkText: text({ label: 'Link', help: 'The words of the link to the page that says more.', max: 80 }),
  linkTo: choice({
    label: 'Link to',
    help: 'The page of the site the link opens.',
    choices: routes as unknown as readonly [Route, ...Route[]],
  }),
};
const adviceRow = rowSchemaOf(adviceFields);

export const homePage = pageEntry({
  collectionName: 'home_pages',
  info: {
    singularName: 'home-page',
    pluralName: 'home-pages',
    displayName: 'Words of the Home page',
    description:
      "The home page's words: its welcome, the four tiles, the advice for families, the invitation. The facts beside them (ratings, reviews, photos) come from their own entries. Publish after every change.",
  },
  fields: {
    heroEyebrow: text({
      label: 'Small heading at the top',
      help: 'The words above the home\'s strapline at the top of the home page: "Residential care in [county]".',
      max: 80,
    }),
    heroLead: text({
      label: 'Opening words',
      help: 'A sentence or two under the strapline, also what search engines show of the site.',
      max: 400,
      lines: true,
    }),
    welcomeTitle: text({ label: 'Welcome: heading', help: 'The heading of the welcome.', max: 120 }),
    welcome: richText({ label: 'Welcome', help: 'A paragraph or two of welcome, under the opening.' }),
    tilesTitle: text({ label: 'Tiles: heading', help: 'The heading over the four tiles.', max: 120 }),
    tiles: cardsField(
      'Four tiles on why families choose the home; one may name the review score as [tile score].',
      {
        min: 4,
        max: 4,
      },
    ),
    careTitle: text({ label: 'Care: heading', help: 'The heading over the kinds of care.', max: 120 }),
    galleryTitle: text({ label: 'Photos: heading', help: 'The heading over the photos.', max: 120 }),
    galleryLead: text({
      label: 'Photos: words',
      help: 'A line under it, about the photos.',
      max: 300,
      lines: true,
    }),
    thisWeekTitle: text({
      label: "What's on: heading",
      help: "The heading over this week's activities.",
      max: 120,
    }),
    thisWeekLead: text({
      label: "What's on: words",
      help: "A line under the What's on heading, saying what the week below shows.",
      max: 300,
      lines: true,
    }),
    adviceTitle: text({
      label: 'Advice: heading',
      help: 'The heading over the advice for families.',
      max: 120,
    }),
    adviceLead: text({
      label: 'Advice: words',
      help: 'A line under the advice heading, saying who the questions below are for.',
      max: 300,
      lines: true,
    }),
    advice: rows({
      label: 'Advice',
      help: 'The questions families ask most, each with a short answer and a link to the page that says more.',
      component: 'home-page.advice',
      min: 1,
      max: 6,
      emptyMessage: 'add the advice',
    }),
    cqcText: text({
      label: 'Inspection: words',
      help: 'A line on what CQC is and what its report covers, beside the ratings.',
      max: 400,
      lines: true,
    }),
    reviewsTitle: text({ label: 'Reviews: heading', help: 'The heading over the reviews.', max: 120 }),
    invitationTitle: text({
      label: 'Invitation: heading',
      help: 'The heading of the closing invitation to visit.',
      max: 120,
    }),
    invitationLead: text({
      label: 'Invitation: words',
      help: 'A line inviting families to visit or call.',
      max: 300,
      lines: true,
    }),
  },
  components: {
    ...PAGE_COMPONENTS,
    'home-page.advice': {
      collectionName: 'components_home_page_advices',
      displayName: 'Advice for families',
      description: 'A question families ask, a short answer, and a link to the page that says more.',
      fields: adviceFields,
      mainField: 'title',
    },
  },
  populate: ['tiles', 'advice'],
  rules: pageRules(
    [
      'heroEyebrow',
      'heroLead',
      'welcome',
      'tiles',
      'galleryLead',
      'thisWeekLead',
      'advice',
      'cqcText',
      'invitationLead',
    ],
    { tiles: 'card' },
    ['welcome'],
  ),
  where: 'home page',
  shownOn: '/',
  read(page, entry) {
    const advice = ((entry.advice as unknown[]) ?? []).flatMap((row) => {
      const parsed = adviceRow.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
    return {
      heroEyebrow: page.words('heroEyebrow'),
      heroLead: page.words('heroLead'),
      welcomeTitle: page.words('welcomeTitle'),
      welcome: page.text('welcome'),
      tilesTitle: page.words('tilesTitle'),
      tiles: page.cards('tiles'),
      careTitle: page.words('careTitle'),
      galleryTitle: page.words('galleryTitle'),
      galleryLead: page.words('galleryLead'),
      thisWeekTitle: page.words('thisWeekTitle'),
      thisWeekLead: page.words('thisWeekLead'),
      adviceTitle: page.words('adviceTitle'),
      adviceLead: page.words('adviceLead'),
      advice,
      cqcText: page.words('cqcText'),
      reviewsTitle: page.words('reviewsTitle'),
      invitationTitle: page.words('invitationTitle'),
      invitationLead: page.words('invitationLead'),
    };
  },
  sample: () => ({
    heroEyebrow: 'Residential care in [county]',
    heroLead:
      'A family-run home for up to [residents] older people, set in [acres] of gardens. Long-term care, short ' +
      'breaks, convalescence and day care, with a team who know every resident by name.',
    welcomeTitle: 'Care that feels like home',
    welcome: [
      paragraph(
        'Moving into care is a big step, for the person moving and for everyone who loves them. We take it slowly ' +
          'and together, starting with a visit, a cup of tea and a proper conversation about what matters to you.',
      ),
      paragraph(
        'Our residents keep their routines, their interests and their independence for as long as they wish. We ' +
          'help where help is needed, and we are here day and night.',
      ),
    ],
    tilesTitle: 'Why families choose us',
    tiles: [
      {
        title: 'Relationship-Centered',
        text: 'The same familiar faces every day, who take time to learn each person’s story, likes and habits.',
      },
      {
        title: 'Homes for Living',
        text: 'Bright rooms, level gardens and a busy kitchen: a house for living in, not an institution.',
      },
      {
        title: 'Loved by residents',
        text: 'Rated [tile score]/10 by residents and families on independent review sites.',
      },
      {
        title: 'Award Winning',
        text: 'Recognised for our care and our kitchen, and proud of a team that stays with us for years.',
      },
    ],
    careTitle: 'Care for a lifetime, a week or a day',
    galleryTitle: 'Life at the house',
    galleryLead: 'A few photographs of the rooms, gardens and everyday life. There are more in the gallery.',
    thisWeekTitle: 'This week at [short name]',
    thisWeekLead:
      'A glimpse of the days here: the whole fortnight, the events families can join and the menu are on What’s on.',
    adviceTitle: 'Not sure where to start?',
    adviceLead:
      'Choosing care is rarely something anyone has done before. These are the questions families ask us most.',
    advice: [
      {
        title: 'Which kind of care is right?',
        text:
          'Residential care suits people who need help with daily life but not constant nursing. A short stay is a ' +
          'good way to find out whether it suits.',
        linkText: 'The care we offer, and what we cannot meet',
        linkTo: '/care',
      },
      {
        title: 'How is it paid for?',
        text:
          'Some people pay for themselves and some are funded by the local council. Your council can assess care ' +
          'needs and finances; we are happy to explain the steps.',
        linkText: 'Our fees and funding, in full',
        linkTo: '/fees',
      },
      {
        title: 'What should we look for on a visit?',
        text:
          'Notice how staff speak to residents, whether people look at ease, and how the place smells and sounds. ' +
          'Ask to see a room, and stay for a cup of tea.',
        linkText: 'Visiting and a typical day',
        linkTo: '/visiting',
      },
    ],
    cqcText:
      'The Care Quality Commission is the independent regulator of care in England. Its report on us covers ' +
      'whether we are safe, effective, caring, responsive and well-led.',
    reviewsTitle: 'What residents and families say',
    invitationTitle: 'Come and see us for yourself',
    invitationLead: 'Visits are welcome any day. Book a time that suits you, or simply call us for a chat.',
  }),
});

// ---- about ----

export const aboutPage = pageEntry({
  collectionName: 'about_pages',
  info: {
    singularName: 'about-page',
    pluralName: 'about-pages',
    displayName: 'Words of the About page',
    description:
      'The about page: its opening, the welcome, the five tabs, the four cards and its closing line. Publish after every change.',
  },
  fields: {
    intro: introField(),
    welcome: richText({ label: 'Welcome', help: 'The paragraphs under "Welcome to the house".' }),
    tabs: tabsField(
      'Five tabs about the home: the staff, the residents, its philosophy, feedback, accreditation.',
      {
        min: 1,
        max: 8,
      },
    ),
    cards: cardsField(
      'Four cards on how the home works: management, commitment, progression, specialisation.',
      {
        min: 1,
        max: 6,
      },
    ),
    closing: text({
      label: 'Closing line',
      help: 'One line under the cards: "A home for up to [residents] residents, in [acres] of gardens."',
      max: 200,
    }),
  },
  populate: ['intro', 'tabs', 'cards'],
  rules: pageRules(
    ['intro', 'welcome', 'tabs', 'cards', 'closing'],
    { intro: 'intro', tabs: 'tab', cards: 'card' },
    ['welcome'],
  ),
  where: 'about page',
  shownOn: '/about',
  read(page) {
    return {
      intro: page.intro(),
      welcome: page.text('welcome'),
      tabs: page.tabs(),
      cards: page.cards(),
      closing: page.words('closing'),
    };
  },
  sample: () => ({
    intro: intro(
      'About us',
      'A small home where everyone knows your name',
      'We care for older people in the way we would want our own parents cared for: at their pace, in their own ' +
        'way, with their family always welcome.',
    ),
    welcome: [
      paragraph(
        '[name] is a family-run home in the Kent countryside, caring for up to [residents] older people. We offer ' +
          'long-term residential care, short breaks, convalescence after a stay in hospital, and day care.',
      ),
      paragraph(
        'We are small enough for everyone to know each other well, and experienced enough to care for people ' +
          'whose needs change over time.',
      ),
    ],
    tabs: [
      tab(
        'Our staff',
        'A settled, well-trained team',
        paragraph(
          'Many of our carers have worked here for more than five years, so residents see the same faces every ' +
            'day. Every member of staff completes the Care Certificate, and our senior carers hold recognised ' +
            'qualifications in health and social care.',
        ),
        paragraph(
          'We train together every month, on everything from moving and handling to dementia care and end-of-life ' +
            'care, and we welcome questions from families about who does what.',
        ),
      ),
      tab(
        'Residents',
        'Living here, your way',
        paragraph(
          'Residents get up and go to bed when they choose, keep their own routines, and decide how to spend their ' +
            'days. Rooms can be furnished with favourite pieces, pictures and keepsakes.',
        ),
        paragraph(
          'Each resident has a named key worker and a care plan written with them and their family, reviewed every ' +
            'month and whenever their needs change.',
        ),
      ),
      tab(
        'Our philosophy',
        'Relationships first',
        paragraph(
          'Good care grows from knowing someone well: their story, their humour, what comforts them and what they ' +
            'enjoy. We take time to learn these things, and we write them down so that everyone on the team knows ' +
            'them too.',
        ),
        paragraph(
          'We aim for independence wherever it is possible, help wherever it is needed, and kindness always.',
        ),
      ),
      tab(
        'Feedback',
        'Listening, and acting on it',
        paragraph(
          'We hold a residents’ meeting every month and a families’ evening every season, and we send a short ' +
            'survey each year. What we hear shapes the menus, the activities and the way we work.',
        ),
        paragraph(
          'If something is not right, please tell us: speak to any member of staff, call [phone], or write to ' +
            '[email]. We reply to every concern.',
        ),
      ),
      tab(
        'Accreditation',
        'Inspected and accountable',
        paragraph(
          'We are registered with the Care Quality Commission, the independent regulator of care in England, and ' +
            'our kitchen is inspected for the Food Standards Agency’s food hygiene rating. Both ratings, with their ' +
            'dates, are on this page under “Our inspection ratings”.',
        ),
        paragraph(
          'We are members of our local care association and follow national guidance on infection control, ' +
            'medicines and safeguarding.',
        ),
      ),
    ],
    cards: [
      {
        title: 'Management',
        text:
          'Our registered manager is here every weekday and on call at all other times. Families can always speak ' +
          'to someone in charge.',
      },
      {
        title: 'Commitment',
        text:
          'We keep our promises: the same familiar team, care plans that are followed, and honest answers when ' +
          'things go wrong.',
      },
      {
        title: 'Progression',
        text:
          'We invest in our staff, from the Care Certificate to senior qualifications, and many of our senior ' +
          'carers started here as new carers.',
      },
      {
        title: 'Specialisation',
        text:
          'Our team has particular experience in dementia care, convalescence after hospital stays and care at the ' +
          'end of life.',
      },
    ],
    closing: 'A home for up to [residents] residents, in [acres] of gardens.',
  }),
});

// ---- the team's and the gallery's openings ----

export const teamPage = pageEntry({
  collectionName: 'team_pages',
  info: {
    singularName: 'team-page',
    pluralName: 'team-pages',
    displayName: 'Words of the Team page',
    description:
      "The team page's opening and the words over the team's cards; each member is an entry of its own.",
  },
  fields: {
    intro: introField(),
    gridLead: text({
      label: 'Words over the cards',
      help: 'A line over the team\'s cards: "You will soon know them by their first names".',
      max: 300,
      lines: true,
    }),
    invitationTitle: text({
      label: 'Invitation: heading',
      help: 'The heading of the invitation to visit at the end of the page: "Meet us in person".',
      max: 120,
    }),
  },
  populate: ['intro'],
  rules: pageRules(['intro', 'gridLead', 'invitationTitle'], { intro: 'intro' }, []),
  where: 'team page',
  shownOn: '/team',
  read(page) {
    return {
      intro: page.intro(),
      gridLead: page.words('gridLead'),
      invitationTitle: page.words('invitationTitle'),
    };
  },
  sample: () => ({
    intro: intro(
      'Our team',
      'The people who will care for your family',
      'Nurses, carers, cooks and housekeepers: many have been with us for years, and all of them are here because ' +
        'they care.',
    ),
    gridLead: 'Everyone here wears a name badge, but you will soon know them by their first names.',
    invitationTitle: 'Meet us in person',
  }),
});

export const galleryPage = pageEntry({
  collectionName: 'gallery_pages',
  info: {
    singularName: 'gallery-page',
    pluralName: 'gallery-pages',
    displayName: 'Words of the Gallery page',
    description: "The gallery's opening and the words over the album; each photo is an entry of its own.",
  },
  fields: {
    intro: introField(),
    albumLead: text({
      label: 'Words over the album',
      help: 'A line over the photos, on how to look at them larger.',
      max: 300,
      lines: true,
    }),
  },
  populate: ['intro'],
  rules: pageRules(['intro', 'albumLead'], { intro: 'intro' }, []),
  where: 'gallery page',
  shownOn: '/gallery',
  read(page) {
    return { intro: page.intro(), albumLead: page.words('albumLead') };
  },
  sample: () => ({
    intro: intro(
      'Gallery',
      'Inside the house and out in the gardens',
      'Photographs of the rooms, the gardens and the everyday life of the home, so you can picture it before you ' +
        'visit.',
    ),
    albumLead: 'Choose any photograph to see it larger. Use the arrow keys or swipe to move between them.',
  }),
});

// ---- contact ----

export const contactPage = pageEntry({
  collectionName: 'contact_pages',
  info: {
    singularName: 'contact-page',
    pluralName: 'contact-pages',
    displayName: 'Words of the Contact page',
    description:
      'The contact page: its opening, how to find the home and how to get there. The address, phone and e-mail come from "The home"; visiting from "Visiting and a typical day".',
  },
  fields: {
    intro: introField(),
    location: richText({
      label: 'Finding us',
      help: 'Where the home is, and what is there when you arrive.',
    }),
    transport: richText({ label: 'Getting here', help: 'How to come by car, train and bus, as a list.' }),
  },
  populate: ['intro'],
  rules: pageRules(['intro', 'location', 'transport'], { intro: 'intro' }, ['location', 'transport']),
  where: 'contact page',
  shownOn: '/contact',
  read(page) {
    return { intro: page.intro(), location: page.text('location'), transport: page.text('transport') };
  },
  sample: () => ({
    intro: intro(
      'Contact and directions',
      'Come and see us',
      'The best way to know whether a home is right is to visit. Call us, send an e-mail or book a time that suits ' +
        'you.',
    ),
    location: [
      paragraph(
        '[name] stands on the edge of the village of [village], in open countryside a few miles from [town]. The ' +
          'house is at the end of [street], with its own car park, level paths and step-free entrances.',
      ),
    ],
    transport: [
      list(
        'By car: follow the signs for the village and turn into [street] by the church. Parking is free, with ' +
          'spaces beside the front door for visitors with limited mobility.',
        'By train: the nearest station is at [town]. A taxi from the station takes about fifteen minutes; we are ' +
          'glad to help arrange one.',
        'By bus: the village bus stops outside the church, a short, level walk from our gate.',
      ),
    ],
  }),
});

// ---- the privacy notice and the terms ----

const controllerWords =
  '[name] (“we”, “us”) is run by [company], a company registered in [registered in] (number [company number]; ' +
  'registered office: [registered office]), which runs this website and is the controller of the personal ' +
  'information described here, under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act ' +
  '2018. It is registered with the Information Commissioner’s Office under number [ICO number].';

/** What a notice's page declares of its own: its names, where it is read (its name in warnings) and shown, its sample. */
type NoticeInput = Pick<ContentTypeInput, 'collectionName' | 'info'> & {
  where: string;
  shownOn: Route;
  sample: Sample['entries'];
};

/**
 * One of the home's legal notices: its opening, its tabs (`tabsHelp` tells the admin which), and the month it last
 * changed ("Last updated").
 */
const legalNotice = ({ tabsHelp, ...notice }: NoticeInput & { tabsHelp: string }) =>
  pageEntry({
    ...notice,
    describe: `the ${notice.where}`,
    fields: {
      intro: introField(),
      tabs: tabsField(tabsHelp, { min: 1, max: 8 }),
      lastUpdated: lastUpdatedField,
    },
    populate: ['intro', 'tabs'],
    rules: pageRules(['intro', 'tabs'], { intro: 'intro', tabs: 'tab' }, []),
    read: (page, entry) => ({
      intro: page.intro(),
      tabs: page.tabs(),
      lastUpdated: String(entry.lastUpdated),
    }),
  });

export const privacyNotice = legalNotice({
  collectionName: 'privacy_notices',
  info: {
    singularName: 'privacy-notice',
    pluralName: 'privacy-notices',
    displayName: 'Privacy notice',
    description:
      'The website\'s privacy notice, in six tabs. Its "Last updated" moves by itself when a publish changes its words. Publish after every change.',
  },
  tabsHelp: 'Six tabs: overview, data collection, how we use data, data protection, your rights, contact us.',
  where: 'privacy notice',
  shownOn: '/privacy',
  sample: () => ({
    intro: intro(
      'Privacy Policy',
      'How we look after your information',
      'What this website collects, why, and the rights you have over it.',
    ),
    tabs: [
      tab(
        'Overview',
        'Who we are and what this policy covers',
        paragraph(controllerWords),
        paragraph(
          'This website has no forms, no accounts and no advertising, and it sets no cookies of its own. We collect ' +
            'as little as we can. This policy explains what information is handled when you visit, why, by whom and ' +
            'for how long, and the rights you have over it.',
        ),
        paragraph(
          'It covers this website only. The care we provide to residents is covered by a separate privacy notice, ' +
            'which we give to every resident and their representatives.',
        ),
      ),
      tab(
        'Data collection',
        'What information is collected',
        paragraph('When you use this website, information is handled in these ways only:'),
        list(
          'Visiting a page: the company that hosts the website records technical details of each request (your IP ' +
            'address, browser type, the page asked for and the time) in server logs, to deliver the site and keep ' +
            'it secure.',
          'Booking a visit: if you open the booking window, the booking page is provided by Calendly, which receives ' +
            'your IP address and the details you choose to enter (such as your name, e-mail address and preferred ' +
            'time), and may set cookies. Nothing is sent to Calendly unless you open the booking window.',
          'Showing the map: if you choose to show the map on our contact page, it is loaded from OpenStreetMap, ' +
            'which receives your IP address. Nothing is sent to OpenStreetMap unless you choose to show the map.',
          'Contacting us: if you phone or e-mail us, we receive what you tell us, such as your name, contact ' +
            'details and information about the person you are enquiring for.',
          'Applying for a job: if you send us a CV or a letter, we receive what it says about you, your work and ' +
            'your contact details.',
        ),
      ),
      tab(
        'How we use data',
        'Why we use it, and on what basis',
        paragraph(
          'Server logs are used to deliver the website and to detect and prevent misuse. Our lawful basis is our ' +
            'legitimate interest in running a secure website.',
        ),
        paragraph(
          'Enquiries and bookings are used to reply to you, to arrange visits and to discuss care. Our lawful basis ' +
            'is taking steps at your request before any agreement, and our legitimate interest in answering ' +
            'enquiries. We normally reply within 2 business days.',
        ),
        paragraph(
          'Applications are used to consider you for work with us. Our lawful basis is taking steps at your request ' +
            'before a contract of employment. If we offer you a job, we carry out the checks the law requires of ' +
            'care work (a Disclosure and Barring Service check and your right to work in the UK) with your knowledge.',
        ),
        paragraph(
          'Where an enquiry includes information about someone’s health, we use it only to understand their care ' +
            'needs, under the conditions the law sets for health and social care. We never sell your information or ' +
            'use it for marketing without your consent.',
        ),
        paragraph(
          'Photographs of residents: we show one in which a resident can be recognised only with their consent, ' +
            'recorded before it is published: their own, or, for a resident who cannot decide for themselves, that of ' +
            'their attorney under a health and welfare Lasting Power of Attorney, or a decision made in their best ' +
            'interests, recorded with who made it. Each consent has a date by which we review it: from that date the ' +
            'photograph is left out of the website (which is rebuilt every day) until the consent has been reviewed. ' +
            'Who gave consent, and how, stays in our own records: it is never on the website.',
        ),
      ),
      tab(
        'Data protection',
        'How long we keep it, and how we protect it',
        paragraph(
          'Server logs are kept by our hosting provider for no more than 30 days. Enquiries that do not lead to a ' +
            'stay are deleted within 12 months, and applications that do not lead to a job within 6 months; if ' +
            'someone comes to stay with us, their information becomes part of their care records, kept for the ' +
            'periods that health and social care law requires.',
        ),
        paragraph(
          'Information is held on secure systems in the United Kingdom, or with providers who protect it to the ' +
            'standards UK law requires when it is handled abroad (Calendly operates in the United States under the ' +
            'UK Extension to the EU-US Data Privacy Framework). Only staff who need the information can see it, and ' +
            'all staff are trained in data protection.',
        ),
      ),
      tab(
        'Your rights',
        'Your rights and how to use them',
        paragraph('Under UK data protection law you have the right to:'),
        list(
          'ask for a copy of the information we hold about you;',
          'ask us to correct information that is wrong or incomplete;',
          'ask us to delete your information, or to limit how we use it;',
          'object to our use of your information where we rely on our legitimate interests;',
          'ask for information you gave us to be passed to you or to another organisation.',
        ),
        paragraph(
          'Anyone may withdraw consent to a photograph, or ask us to take one down, at any time: of yourself, or of ' +
            'someone you act for. Call us on [phone] or e-mail [email], saying which page it is on and what it ' +
            'shows. We unpublish it on the working day we hear from you, and unpublishing it rebuilds the website: ' +
            'the photograph, in every size, is gone from the site when that build ends, usually within a few ' +
            'minutes. Copies that search engines have kept can take some days longer to disappear from their ' +
            'results.',
        ),
      ),
      tab(
        'Contact us',
        'Questions and complaints',
        paragraph(
          'To use any of your rights or to ask about this policy, contact us by telephone on [phone], by e-mail at ' +
            '[email], or by post at [address]. There is no charge, and we will reply within 30 days.',
        ),
        linked(
          'If you are unhappy with how we have handled your information, you can complain to the Information ' +
            'Commissioner’s Office, the UK’s data protection regulator, on 0303 123 1113 or at ',
          'https://ico.org.uk/make-a-complaint/',
          'ico.org.uk',
          '. We would be grateful for the chance to put things right first.',
        ),
      ),
    ],
    lastUpdated: '2026-11-26',
  }),
});

export const termsPage = legalNotice({
  collectionName: 'terms_pages',
  info: {
    singularName: 'terms-page',
    pluralName: 'terms-pages',
    displayName: 'Terms and conditions',
    description:
      'The website\'s terms, in six tabs. Its "Last updated" moves by itself when a publish changes its words. Publish after every change.',
  },
  tabsHelp:
    'Six tabs: acceptance, website use, intellectual property, enquiries and bookings, external links, liability.',
  where: 'terms',
  shownOn: '/terms',
  sample: () => ({
    intro: intro(
      'Terms & Conditions',
      'The terms of using this website',
      'The rules that apply when you use this website and contact us through it.',
    ),
    tabs: [
      tab(
        'Acceptance',
        'Accepting these terms',
        paragraph(
          'These terms apply to your use of the [name] website. By using the website you accept them. If you do not ' +
            'agree with them, please do not use the website.',
        ),
        paragraph(
          'We may update these terms from time to time; the date at the top of this page shows when they last ' +
            'changed. These terms are governed by the law of England and Wales.',
        ),
      ),
      tab(
        'Website use',
        'Using this website',
        paragraph(
          'You are welcome to read, print and share the pages of this website for your own information and to help ' +
            'you or a relative choose care.',
        ),
        paragraph(
          'Please do not misuse the website: do not try to gain unauthorised access to it or to the systems behind ' +
            'it, or introduce anything harmful. We do our best to keep the website available and accurate, but we ' +
            'cannot promise that it will always be available or free of errors.',
        ),
      ),
      tab(
        'Intellectual property',
        'Our words and pictures',
        paragraph(
          'The text, photographs, illustrations, logo and design of this website belong to [name] or are used with ' +
            'permission. You may not copy them for commercial use without our written consent.',
        ),
        paragraph(
          'Photographs of residents and staff are published with their consent; please do not reuse them anywhere ' +
            'else.',
        ),
      ),
      tab(
        'Enquiries & bookings',
        'Enquiries and booking a visit',
        paragraph(
          'When you contact us or book a visit, we aim to reply within 2 business days, and usually sooner. Booking ' +
            'a visit or a call places you under no obligation.',
        ),
        paragraph(
          'Information on this website is a general description of our home and services. It is not an offer of a ' +
            'place or of any particular care. Places, fees and the care we can provide are agreed only after an ' +
            'assessment and in a written contract.',
        ),
      ),
      tab(
        'External links',
        'Links to other websites',
        paragraph(
          'This website links to other websites, such as the Care Quality Commission, the Food Standards Agency, ' +
            'independent review sites, our booking provider and map services. These links open in a new tab.',
        ),
        paragraph(
          'We are not responsible for the content or privacy practices of other websites; please read their own ' +
            'terms and privacy policies.',
        ),
      ),
      tab(
        'Liability',
        'Our responsibility to you',
        paragraph(
          'We take care to keep the information on this website accurate and up to date, but it is provided for ' +
            'general information and is not professional advice. Please contact us to confirm anything that matters ' +
            'to your decision.',
        ),
        paragraph(
          'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for ' +
            'fraud, or for anything else that cannot be limited by law. Otherwise we are not liable for any loss ' +
            'arising from the use of this website.',
        ),
      ),
    ],
    lastUpdated: '2025-10-01',
  }),
});

// ---- the accessibility statement and the reviews policy ----

const policyFields = (sectionsHelp: string) => ({
  intro: introField(),
  sections: sectionsField(sectionsHelp),
  reviewedOn: day({
    label: 'Last checked on',
    help: 'The day someone last checked it against what the site does.',
  }),
});

/**
 * A page that says how the site itself behaves: its opening, its sections (`sectionsHelp` tells the admin which), and
 * the day it was last checked.
 */
const policyPage = ({ sectionsHelp, ...policy }: NoticeInput & { sectionsHelp: string }) =>
  pageEntry({
    ...policy,
    describe: `the ${policy.where}`,
    fields: policyFields(sectionsHelp),
    populate: ['intro', 'sections'],
    rules: pageRules(['intro', 'sections'], { intro: 'intro', sections: 'section' }, []),
    read: (page, entry) => ({
      intro: page.intro(),
      sections: page.sections(),
      reviewedOn: String(entry.reviewedOn),
    }),
  });

export const accessibilityStatement = policyPage({
  collectionName: 'accessibility_statements',
  info: {
    singularName: 'accessibility-statement',
    pluralName: 'accessibility-statements',
    displayName: 'Accessibility statement',
    description:
      'How accessible the website is, how it is checked, what falls short and how to ask for another format. Publish after every change.',
  },
  sectionsHelp: 'Its parts: how accessible the site is, how it is checked, what falls short, other formats.',
  where: 'accessibility statement',
  shownOn: '/accessibility',
  sample: () => ({
    intro: intro(
      'Accessibility',
      'Accessibility statement',
      'We built this website for older readers and their families. This is how well it meets that aim, how we ' +
        'check it, and how to ask for anything in a format that suits you better.',
    ),
    sections: [
      section(
        'How accessible this website is',
        paragraph(
          'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It partially ' +
            'conforms to WCAG 2.2 level AA: automated checks pass on every page, but not every part has been checked ' +
            'by hand, and two parts come from other companies (see below).',
        ),
        paragraph('You should be able to:'),
        list(
          'make the text up to twice as large in your browser’s settings, with nothing cut off or overlapping',
          'use every link, button, menu and pop-up with a keyboard alone, and close any pop-up with the Escape key',
          'read every page with JavaScript turned off',
          'read text of at least 18 pixels, in colours with a contrast of at least 7 to 1',
          'tap every button and link easily: each is at least 44 pixels square, apart from links within a sentence',
          'stop movement: the site keeps still when your device asks for reduced motion',
        ),
      ),
      section(
        'How we check it',
        paragraph(
          'Before a change to the website’s code is accepted, automated tests check every page and every state ' +
            'that opens (the menu, the booking window, the photo viewer, each tab, each page of the gallery):',
        ),
        list(
          'with axe, against WCAG 2.2 A and AA and axe’s best practices, at a phone’s width and a desktop’s',
          'with the browser’s text at 150% and 200%, at both widths',
          'by keyboard: where the focus goes, that it can be seen, and that it comes back when a pop-up closes',
          'in three browser engines: those of Chrome, Firefox and Safari',
        ),
        paragraph(
          'What the home’s staff publish (a job, a review, the free rooms) goes live at the next build, held to the ' +
            'same content rules but not to these tests. By hand, we look at every page at a phone’s width and a ' +
            'desktop’s. We have not yet had the site tested with screen readers by a person who uses one every ' +
            'day, which is why we say it partially conforms.',
        ),
      ),
      section(
        'What is not fully accessible',
        list(
          'The booking calendar is a page of Calendly’s, shown in a window on our site. We cannot change it, and it ' +
            'may not work well with a screen reader or a keyboard. You can always call or e-mail us to book instead.',
          'The map on the contact page comes from OpenStreetMap and cannot be used with a keyboard alone. The page ' +
            'gives our address and directions in words beside it.',
          'The brochure and the contract are PDF files. If you find them hard to read, ask us for them in another ' +
            'format.',
        ),
      ),
      section(
        'Information in another format',
        paragraph(
          'If you need anything on this website, our brochure, the contract or a letter from us in another format ' +
            '(large print, easy read, audio, braille, or read to you over the phone), call [phone] or write to ' +
            '[email]. We answer within 2 working days and send what you asked for within 10 working days.',
        ),
        paragraph(
          'We follow the NHS Accessible Information Standard: we ask each resident, and the family or friend who ' +
            'supports them, how they prefer to be given information, note it, and use it.',
        ),
      ),
      section(
        'Tell us about a problem',
        paragraph(
          'If something on this website is hard to use, please tell us by phone ([phone]) or e-mail ([email]), and ' +
            'we will put it right or give you what you need another way.',
        ),
        linked(
          'If you are not happy with our answer, the Equality Advisory and Support Service can help: ',
          'https://www.equalityadvisoryservice.com/',
          'www.equalityadvisoryservice.com',
          '.',
        ),
      ),
    ],
    reviewedOn: '2026-11-26',
  }),
});

export const reviewsPolicy = policyPage({
  collectionName: 'reviews_policies',
  info: {
    singularName: 'reviews-policy',
    pluralName: 'reviews-policies',
    displayName: 'Reviews policy',
    description:
      'How the reviews the website quotes are gathered, chosen and checked. It may name [review site], [review score], [review count] and [reviews quoted]. Publish after every change.',
  },
  sectionsHelp:
    'Its parts: where reviews come from, which are quoted, that none is paid for, how to report one.',
  where: 'reviews policy',
  shownOn: '/reviews-policy',
  sample: () => ({
    intro: intro(
      'Reviews policy',
      'How we gather, choose and check our reviews',
      'Reviews help families choose a care home, so they must be real and shown fairly. This is how ours are ' +
        'written, which ones we quote, and what to do if you think one is not genuine.',
    ),
    sections: [
      section(
        'Where our reviews come from',
        paragraph(
          'Every review of [name] is written on [review site], an independent website where residents, their ' +
            'families and friends review care homes. It checks reviews against its own rules before it publishes ' +
            'them. We cannot write, change or remove a review there, and we never ask for a fair review to be taken ' +
            'down.',
        ),
        paragraph(
          'We invite every resident and family to write a review in the same way, whatever we think they might say.',
        ),
      ),
      section(
        'Which reviews we quote on this website',
        paragraph(
          'Our home page quotes up to [reviews quoted] reviews. We choose them from the reviews on [review site], ' +
            'copy their words exactly as they were written there, and give each one’s star rating and date. Because ' +
            'we choose them, they are not a fair sample of every review, and the home page says so beside them.',
        ),
        paragraph(
          'When every review we quote has four or five stars, the home page says “Displaying our 4 & 5 star ' +
            'reviews”, so that you know the lower ones are not among them.',
        ),
        paragraph(
          'The score and the number of reviews beside them are [review site]’s own, as our staff last copied them: ' +
            '[review score] out of 10 from [review count] reviews.',
        ),
      ),
      section(
        'Read every review',
        paragraph(
          'All [review count] reviews, with the lower scores too, are on [review site]: [review listing].',
        ),
      ),
      section(
        'No review is paid for or written by us',
        list(
          'We never pay for a review, and never offer anything for one: no gift, discount, prize or favour.',
          'Our staff, managers and owners, and their families, do not review the home, and nobody reviews it on our ' +
            'behalf.',
          'We do not ask only the families we expect to be pleased.',
        ),
      ),
      section(
        'If you think a review is fake',
        paragraph(
          'If you think a review of us is fake, paid for or misleading, please tell us: call [phone] or write to ' +
            '[email]. We reply within 2 working days, look into it, and ask [review site] to check any review we ' +
            'cannot stand behind.',
        ),
        paragraph(
          'You can also report it to [review site] yourself, using the link to report a review on its page for the ' +
            'home.',
        ),
      ),
    ],
    reviewedOn: '2026-11-26',
  }),
});

// ---- careers ----

export const careersPage = pageEntry({
  collectionName: 'careers_pages',
  info: {
    singularName: 'careers-page',
    pluralName: 'careers-pages',
    displayName: 'Words of the Careers page',
    description:
      'The careers page and each job\'s "How to apply": its opening, and what to say when no job is open. Each job is an entry of its own.',
  },
  fields: {
    intro: introField(),
    noneText: text({
      label: 'When no job is open',
      help: 'What the page says while no job is open: that the home is glad to hear from people anyway.',
      max: 400,
      lines: true,
    }),
    applyForJob: richText({
      label: 'How to apply for a job',
      help: "On each job's page: where to send a CV. It may name [job] and [closing date], which each page puts in.",
    }),
    speculative: richText({
      label: 'How to ask about work not advertised',
      help: 'On the careers page: where to send a CV, and how long it is kept.',
    }),
    fair: text({
      label: 'A word on fairness and checks',
      help: 'A line on who may apply and the checks care work needs.',
      max: 400,
      lines: true,
    }),
  },
  populate: ['intro'],
  rules: pageRules(
    ['intro', 'noneText', 'applyForJob', 'speculative', 'fair'],
    { intro: 'intro' },
    ['applyForJob', 'speculative'],
    { applyForJob: ['job', 'closing date'] },
  ),
  where: 'careers page',
  shownOn: '/careers',
  read(page) {
    return {
      intro: page.intro(),
      noneText: page.words('noneText'),
      applyForJob: page.text('applyForJob'),
      speculative: page.text('speculative'),
      fair: page.words('fair'),
    };
  },
  sample: () => ({
    intro: intro(
      'Careers',
      'Work with us',
      'Good care comes from people who stay. We are a small team who know every resident by name, and we look ' +
        'after the people who work here as well as the people who live here.',
    ),
    noneText:
      'We have no vacancies at the moment, but we are always glad to hear from carers, cooks, housekeepers and ' +
      'activity organisers who would like to work here.',
    applyForJob: [
      paragraph(
        'Send your CV, or a letter about yourself and the work you have done, to [email] with “[job]” in the ' +
          'subject, by [closing date]. If you would rather talk first, call us on [phone].',
      ),
    ],
    speculative: [
      paragraph(
        'To ask about work we have not advertised, send your CV or a short letter about yourself to [email], or ' +
          'call us on [phone]. We keep it for 6 months and get in touch when something suits you.',
      ),
    ],
    fair:
      'We welcome applications from everyone. Every job in care needs a check by the Disclosure and Barring ' +
      'Service, which we pay for, and the right to work in the UK.',
  }),
});

// ---- the page for an address that is not there ----

export const notFoundPage = pageEntry({
  collectionName: 'not_found_pages',
  info: {
    singularName: 'not-found-page',
    pluralName: 'not-found-pages',
    displayName: 'Page not found',
    description: 'What a visitor reads at an address the site does not have, above links to its main pages.',
  },
  fields: { intro: introField() },
  populate: ['intro'],
  rules: pageRules(['intro'], { intro: 'intro' }, []),
  where: 'not-found page',
  shownOn: '/',
  read(page) {
    return { intro: page.intro() };
  },
  sample: () => ({
    intro: intro(
      'Page not found',
      'Sorry, we cannot find that page',
      'The page may have moved, or the address may have a small typing mistake. These links will take you somewhere ' +
        'useful.',
    ),
  }),
});

export type { Entry };

// ---- the words several pages share ----

export const everyPage = pageEntry({
  components: {},
  collectionName: 'every_pages',
  info: {
    singularName: 'every-page',
    pluralName: 'every-pages',
    displayName: 'Words on many pages',
    description: 'The invitation to visit that closes most pages. Publish after every change.',
  },
  fields: {
    visitTitle: text({
      label: 'Invitation: heading',
      help: 'The heading of the invitation to visit at the end of most pages: "Come and see us for yourself".',
      max: 120,
    }),
    visitLead: text({
      label: 'Invitation: words',
      help: 'A sentence or two under it, inviting families to visit or call.',
      max: 300,
      lines: true,
    }),
  },
  rules: pageRules(['visitTitle', 'visitLead'], {}, []),
  where: 'words on many pages',
  describe: 'the words on many pages',
  shownOn: '/about',
  read(page) {
    return { visitTitle: page.words('visitTitle'), visitLead: page.words('visitLead') };
  },
  sample: () => ({
    visitTitle: 'Come and see us for yourself',
    visitLead:
      'The best way to know whether a home feels right is to visit. Have a cup of tea with us, meet the team and ' +
      'look around at your own pace.',
  }),
});
