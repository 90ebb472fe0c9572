import { text } from '@/lib/kit';
import { introField, pageEntry, pageRules, sampleIntro as intro } from './page-parts';
import { ROOMS_EDITION } from './rooms';

// The words of the pages whose facts are entries of their own: care (its kinds are "Kind of care"), what's on (the
// week's activities, the events and the menu), fees ("Fees and funding"), visiting ("Visiting and a typical day") and
// complaints ("Complaints procedure"). Each page's entry holds its opening and the lines under its headings; the
// headings themselves name parts of the page and stay in code (lib/content/), as do the sentences made from facts ("We
// acknowledge your complaint within 2 working days") and the regulators' and advisers' own details. New in edition 9,
// published on upgrade with the words the site had in code.

const EDITION = 9;

/** A line of words under one of the page's headings, or in place of a part that has nothing to show yet. */
const line = (label: string, help: string, max = 300) => text({ label, help, max, lines: true });

export const carePage = pageEntry({
  collectionName: 'care_pages',
  info: {
    singularName: 'care-page',
    pluralName: 'care-pages',
    displayName: 'Words of the Care page',
    description:
      'The words of Care and of each kind of care’s page: the opening, the lines under the headings, the closing invitation. Each kind of care is an entry of its own ("Kind of care").',
  },
  fields: {
    intro: introField(),
    kindsLead: line('Kinds of care: words', 'The line under "Kinds of care", over the cards.'),
    noneText: line(
      'While no kind is published',
      'What Care says instead of the cards while no kind of care is published.',
    ),
    cannotMeetLead: line('What we cannot meet: words', 'The line under "What we cannot meet" on Care.'),
    invitationTitle: text({
      label: 'Invitation: heading',
      help: 'The heading of the invitation to visit that closes Care and each kind’s page: "Not sure which is right?".',
      max: 120,
    }),
    invitationLead: line('Invitation: words', 'A line under it, inviting families to call or visit.'),
  },
  populate: ['intro'],
  rules: pageRules(
    ['intro', 'kindsLead', 'noneText', 'cannotMeetLead', 'invitationTitle', 'invitationLead'],
    { intro: 'intro' },
    [],
  ),
  where: 'care page',
  shownOn: '/care',
  edition: EDITION,
  read: (page) => ({
    intro: page.intro(),
    kindsLead: page.words('kindsLead'),
    noneText: page.words('noneText'),
    cannotMeetLead: page.words('cannotMeetLead'),
    invitationTitle: page.words('invitationTitle'),
    invitationLead: page.words('invitationLead'),
  }),
  sample: () => ({
    intro: intro(
      'Care',
      'The care we offer',
      'Residential care for older people in the [county] countryside: a home for good, a short break, time to get ' +
        'stronger after hospital, or a day among friends. Each is given by the same team, in the same house.',
    ),
    kindsLead:
      'Each has a page of its own: who it suits, what it includes, how long it lasts, what it costs and how to start.',
    noneText:
      'We offer long-term care, short breaks, convalescence and day care. Call us, or book a visit, and we will talk ' +
      'you through each.',
    cannotMeetLead: 'Before anyone chooses us, we would rather say plainly what is beyond us.',
    invitationTitle: 'Not sure which is right?',
    invitationLead:
      'Tell us about the person you are thinking of, and we will say honestly what we can do for them.',
  }),
});

export const whatsOnPage = pageEntry({
  collectionName: 'whats_on_pages',
  info: {
    singularName: 'whats-on-page',
    pluralName: 'whats-on-pages',
    displayName: 'Words of the What’s on page',
    description:
      'The words of What’s on: its opening and the lines under its headings. The activities are in "Weekly activities", the events in "Special event", the menu in "Menu".',
  },
  fields: {
    intro: introField(),
    familiesLead: line(
      'Families are welcome at: words',
      'The line under "Families are welcome at", over the events families may join.',
    ),
    fortnightLead: line('The next two weeks: words', 'The line under "The next two weeks", over the days.'),
    noneText: line(
      'While no activity is published',
      'What the page says instead of the two weeks while no activity or event is published.',
    ),
    menuNone: line(
      'While no menu is published',
      'What the page says instead of the menu while none is published.',
    ),
  },
  populate: ['intro'],
  rules: pageRules(
    ['intro', 'familiesLead', 'fortnightLead', 'noneText', 'menuNone'],
    { intro: 'intro' },
    [],
  ),
  where: 'what’s on page',
  describe: 'the words of What’s on',
  shownOn: '/whats-on',
  edition: EDITION,
  read: (page) => ({
    intro: page.intro(),
    familiesLead: page.words('familiesLead'),
    fortnightLead: page.words('fortnightLead'),
    noneText: page.words('noneText'),
    menuNone: page.words('menuNone'),
  }),
  sample: () => ({
    intro: intro(
      'What’s on',
      'What’s on at [short name]',
      'Our activities for the next two weeks, the special events families are welcome to join, and what is on the ' +
        'menu this week. Joining in is always a choice, never an expectation.',
    ),
    familiesLead:
      'Come and join us for these. There is no need to book, but do tell us if you are coming for a meal.',
    fortnightLead:
      'The same activities run every week, and special events are marked. Times can move with the weather.',
    noneText:
      'We are putting together the next programme. Meanwhile, a typical day here, and the kind of things we do, are ' +
      'on our visiting page.',
    menuNone:
      'Our menu is not on the website just now. Meals, and the diets we cook for, are described on our visiting page.',
  }),
});

export const feesPage = pageEntry({
  collectionName: 'fees_pages',
  info: {
    singularName: 'fees-page',
    pluralName: 'fees-pages',
    displayName: 'Words of the Fees page',
    description:
      'The words of Fees and funding: its opening and the lines under its headings. The fees, extras, terms and funding themselves are in "Fees and funding".',
  },
  fields: {
    intro: introField(),
    feesLead: line('Our fees: words', 'The line under "Our fees", over the table of fees.'),
    extrasLead: line('Optional extras: words', 'The line under "Optional extras", over their prices.'),
    fundingLead: line('Paying for care: words', 'The line under "Paying for care", over the ways of paying.'),
    contractLead: line('Our contract: words', 'The line under "Our contract", over its key terms.'),
  },
  populate: ['intro'],
  rules: pageRules(
    ['intro', 'feesLead', 'extrasLead', 'fundingLead', 'contractLead'],
    { intro: 'intro' },
    [],
  ),
  where: 'fees page',
  shownOn: '/fees',
  edition: EDITION,
  read: (page) => ({
    intro: page.intro(),
    feesLead: page.words('feesLead'),
    extrasLead: page.words('extrasLead'),
    fundingLead: page.words('fundingLead'),
    contractLead: page.words('contractLead'),
  }),
  sample: () => ({
    intro: intro(
      'Fees and funding',
      'What care here costs, in full',
      'Every fee on this page includes every charge that is not optional. Here too are the extras, the deposit, the ' +
        'trial period, how fees change, the funding we accept and the key terms of our contract.',
    ),
    feesLead:
      'Each fee includes every charge that is not optional: nothing is added to it that you have not chosen.',
    extrasLead:
      'These cost extra, and only if you choose them. We agree each with you first and list it on your bill.',
    fundingLead: 'Who can pay for care here, and what each way of paying means.',
    contractLead:
      'The key terms of the contract every resident signs, in plain words. Please read it in full before you decide.',
  }),
});

export const visitingPage = pageEntry({
  collectionName: 'visiting_pages',
  info: {
    singularName: 'visiting-page',
    pluralName: 'visiting-pages',
    displayName: 'Words of the Visiting page',
    description:
      'The words of Visiting and a typical day: its opening and the line over the day. Visiting, the day, meals, activities and what to bring are in "Visiting and a typical day".',
  },
  fields: {
    intro: introField(),
    dayLead: line('A typical day: words', 'The line under "A typical day", over its times.'),
  },
  populate: ['intro'],
  rules: pageRules(['intro', 'dayLead'], { intro: 'intro' }, []),
  where: 'visiting page',
  shownOn: '/visiting',
  edition: EDITION,
  read: (page) => ({ intro: page.intro(), dayLead: page.words('dayLead') }),
  sample: () => ({
    intro: intro(
      'Visiting',
      'Visiting and a typical day',
      'When to visit, what a day here is like, what we eat and do, and what to bring when you move in.',
    ),
    dayLead: 'Every day is your own. This is what usually happens, and when.',
  }),
});

export const complaintsPage = pageEntry({
  collectionName: 'complaints_pages',
  info: {
    singularName: 'complaints-page',
    pluralName: 'complaints-pages',
    displayName: 'Words of the Complaints page',
    description:
      'The words of Complaints: its opening and the line over where to go next. How to complain, who answers and how quickly are in "Complaints procedure".',
  },
  fields: {
    intro: introField(),
    nextLead: line(
      'Where to go next: words',
      'The line under "Where to go next", over the Ombudsman and the Care Quality Commission.',
    ),
  },
  populate: ['intro'],
  rules: pageRules(['intro', 'nextLead'], { intro: 'intro' }, []),
  where: 'complaints page',
  shownOn: '/complaints',
  edition: EDITION,
  read: (page) => ({ intro: page.intro(), nextLead: page.words('nextLead') }),
  sample: () => ({
    intro: intro(
      'Complaints',
      'If something is not right, tell us',
      'How to complain, who answers and how quickly, and where to go next if you are not satisfied. A complaint ' +
        'never affects the care anyone receives.',
    ),
    nextLead: 'If you are not satisfied with our answer, or we have not answered in time, you can go to:',
  }),
});

export const roomsPage = pageEntry({
  collectionName: 'rooms_pages',
  info: {
    singularName: 'rooms-page',
    pluralName: 'rooms-pages',
    displayName: 'Words of the Rooms page',
    description:
      'The words of Rooms: its opening and the lines under its headings. Each kind of room, with its rooms and which are free, is an entry of its own ("Kind of room").',
  },
  fields: {
    intro: introField(),
    kindsLead: line('Our rooms: words', 'The line under "Our rooms", over each kind of room.'),
    noneText: line(
      'While no kind of room is published',
      'What Rooms says instead of the rooms while no kind of room is published.',
    ),
    bringLead: line('Making it home: words', 'A line over what a family may bring, under each kind of room.'),
    invitationTitle: text({
      label: 'Invitation: heading',
      help: 'The heading of the invitation to visit that closes Rooms: "Come and see a room".',
      max: 120,
    }),
  },
  populate: ['intro'],
  rules: pageRules(
    ['intro', 'kindsLead', 'noneText', 'bringLead', 'invitationTitle'],
    { intro: 'intro' },
    [],
  ),
  where: 'rooms page',
  describe: 'the words of Rooms',
  shownOn: '/rooms',
  edition: ROOMS_EDITION,
  read: (page) => ({
    intro: page.intro(),
    kindsLead: page.words('kindsLead'),
    noneText: page.words('noneText'),
    bringLead: page.words('bringLead'),
    invitationTitle: page.words('invitationTitle'),
  }),
  sample: () => ({
    intro: intro(
      'Rooms',
      'Our rooms, and which are free',
      'Every room is a single room, furnished and ready, and yours to make your own. Here are their sizes, what is ' +
        'in them, what each costs a week, and which are free now or soon.',
    ),
    kindsLead: 'Each kind of room, with its weekly fee, and each room of that kind with whether it is free.',
    noneText:
      'Our rooms are not on the website just now. Call us, and we will tell you which are free and show you round.',
    bringLead: 'Bring what makes it home. We will help you hang pictures and move furniture in.',
    invitationTitle: 'Come and see a room',
  }),
});
