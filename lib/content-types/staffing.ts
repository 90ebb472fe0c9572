import {
  defineContentType,
  day,
  rowSchemaOf,
  rows,
  text,
  wholeNumber,
  yesNo,
  type EntryOfFields,
  afterToday,
  daysBetween,
  lines,
  onlyAtPublish,
  problem,
  type RuleProblem,
} from '@/lib/kit';
import { linesOf, ROOMS_EDITION } from './rooms';

// Who looks after residents: how many carers are on shift by day and awake at night, who leads each shift, nursing, the
// manager's hours, who is on call, the training every carer has and how long the team has been here. The CMA names the
// staffing arrangements as key information, which must agree with what the home tells its regulator: each figure
// carries the day it was last checked, and one checked more than a year ago is refused at publish (and left out of the
// site, with a warning, once a year passes without a check).

/** How long a staffing figure stands after it is checked. */
export const STAFFING_KEPT_DAYS = 365;

const checked = (what: string) =>
  day({
    label: 'Checked on',
    help: `The day someone last checked ${what}: after a year the website leaves it out until it is checked again.`,
  });

const shiftFields = {
  shift: text({
    label: 'Shift',
    help: 'The shift and its hours, as families would say them: "Morning, 8 am to 2 pm".',
    max: 80,
  }),
  carers: wholeNumber({
    label: 'Carers on shift',
    help: 'How many care staff work this shift.',
    min: 0,
    max: 100,
  }),
  awake: yesNo({
    label: 'Awake all night?',
    help: 'For a night shift: yes when the carers are awake through the night, not sleeping in.',
    default: false,
  }),
  ledBy: text({ label: 'Led by', help: 'Who leads the shift: "A senior carer".', max: 120 }),
  checkedOn: checked('this shift'),
};
const shiftSchema = rowSchemaOf(shiftFields);

const fields = {
  shifts: rows({
    label: 'Shifts',
    help: 'Each shift of the day and night, with how many carers work it and who leads it.',
    // (At least one at publish, by the rules: a draft may be saved before its shifts are added.)
    component: 'staffing.shift',
  }),
  nursing: text({
    label: 'Nursing',
    help: 'Whether nurses work here, and how often district nurses visit.',
    max: 600,
    lines: true,
  }),
  nursingCheckedOn: checked('the nursing'),
  manager: text({
    label: 'The manager’s hours',
    help: 'When the manager is in the home.',
    max: 400,
    lines: true,
  }),
  managerCheckedOn: checked('the manager’s hours'),
  onCall: text({
    label: 'On call',
    help: 'Who is on call when the manager is not in, and how.',
    max: 400,
    lines: true,
  }),
  onCallCheckedOn: checked('who is on call'),
  training: text({
    label: 'Training every carer has',
    help: 'One to a line: "The Care Certificate, within twelve weeks", "Safeguarding, every year".',
    max: 1200,
    lines: true,
  }),
  trainingCheckedOn: checked('the training'),
  teamSize: wholeNumber({
    label: 'People in the team',
    help: 'How many people work here, all roles.',
    min: 1,
    max: 1000,
  }),
  fiveYears: wholeNumber({
    label: 'Here five years or more',
    help: 'How many of them have worked here five years or more.',
    min: 0,
    max: 1000,
  }),
  teamCheckedOn: checked('the team’s figures'),
};
type Entry = EntryOfFields<typeof fields>;

/** The date fields of the entry, each with what it dates, for the rules and the reader. */
const DATED = [
  ['nursingCheckedOn', 'Nursing'],
  ['managerCheckedOn', 'The manager’s hours'],
  ['onCallCheckedOn', 'On call'],
  ['trainingCheckedOn', 'Training every carer has'],
  ['teamCheckedOn', 'The team’s figures'],
] as const;

/** Why a figure checked on `on` may not be stated on `today`, or null when it may. */
function tooOld(on: string | null | undefined, today: string): string | null {
  if (!on) return 'it has no day it was checked';
  const future = afterToday(on, today);
  if (future) return future;
  return daysBetween(on, today) > STAFFING_KEPT_DAYS
    ? `it was last checked on ${on}, more than a year ago: check it and give today's date`
    : null;
}

/** A figure as the pages show it: its words and the day it was checked. */
export type Checked<T> = { value: T; checkedOn: string };
export type Shift = { shift: string; carers: number; awake: boolean; ledBy: string; checkedOn: string };
export type Staffing = {
  shifts: Shift[];
  nursing: Checked<string> | null;
  manager: Checked<string> | null;
  onCall: Checked<string> | null;
  training: Checked<string[]> | null;
  team: Checked<{ size: number; fiveYears: number }> | null;
};

export const staffing = defineContentType({
  kind: 'singleType',
  collectionName: 'staffings',
  info: {
    singularName: 'staffing',
    pluralName: 'staffings',
    displayName: 'Who looks after you',
    description:
      'The staffing: carers on each shift, who leads it, nursing, the manager’s hours, who is on call, training and how long the team has been here, each with the day it was checked. On Care, each kind of care’s page, the home page and the brochure. Publish after every change.',
  },
  fields,
  components: {
    'staffing.shift': {
      collectionName: 'components_staffing_shifts',
      displayName: 'One shift',
      description: 'A shift of the day or night: its hours, how many carers work it, who leads it.',
      fields: shiftFields,
      mainField: 'shift',
    },
  },
  populate: ['shifts'],
  refine: (check) =>
    check.refine((entry) => entry.fiveYears <= entry.teamSize, {
      message: 'more people here five years or more than in the team',
      path: ['fiveYears'],
    }),
  rules: (entry, today): RuleProblem[] => {
    const shifts = Array.isArray(entry.shifts) ? (entry.shifts as Record<string, unknown>[]) : [];
    return [
      ...lines(entry, 'shifts', shiftSchema),
      ...(shifts.length === 0 ? onlyAtPublish(problem('shifts', 'give the shifts')) : []),
      ...shifts.flatMap((shift, index) => {
        const why = tooOld(shift.checkedOn as string | undefined, today);
        return why && shift.checkedOn ? onlyAtPublish(problem(['shifts', index, 'checkedOn'], why)) : [];
      }),
      ...DATED.flatMap(([field]) => {
        const why = tooOld(entry[field] as string | undefined, today);
        return why && entry[field] ? onlyAtPublish(problem(field, why)) : [];
      }),
    ];
  },
  optional: true,
  async read({ entryIfPublished, warn, today }): Promise<Staffing | null> {
    const published = await entryIfPublished();
    if (!published) {
      warn(
        'cms: "Who looks after you" is not published: Care and the brochure say nothing of the staffing until it is',
      );
      return null;
    }
    const entry: Entry = published.entry;
    /** A figure, or null with a warning naming it once it may not be stated. */
    const current = <T>(what: string, on: string, value: T): Checked<T> | null => {
      const why = tooOld(on, today);
      if (!why) return { value, checkedOn: on };
      warn(`cms: "Who looks after you": ${what} is left out: ${why}`);
      return null;
    };
    const shifts: Shift[] = [];
    for (const [index, row] of entry.shifts.entries()) {
      const parsed = shiftSchema.safeParse(row);
      if (!parsed.success) {
        warn(`cms: "Who looks after you": skipped shift ${index + 1}: ${parsed.error.issues[0]?.message}`);
        continue;
      }
      const shift = current(`the shift "${parsed.data.shift}"`, parsed.data.checkedOn, parsed.data);
      if (shift) shifts.push({ ...shift.value, awake: parsed.data.awake });
    }
    return {
      shifts,
      nursing: current('the nursing', entry.nursingCheckedOn, entry.nursing),
      manager: current('the manager’s hours', entry.managerCheckedOn, entry.manager),
      onCall: current('who is on call', entry.onCallCheckedOn, entry.onCall),
      training: current('the training', entry.trainingCheckedOn, linesOf(entry.training)),
      team: current('the team’s figures', entry.teamCheckedOn, {
        size: entry.teamSize,
        fiveYears: entry.fiveYears,
      }),
    };
  },
  describe: (value) =>
    value ? `who looks after you (${value.shifts.length} shifts)` : 'no "Who looks after you"',
  pages: { shownOn: ['/care', '/'] },
  sample: {
    edition: ROOMS_EDITION,
    publishOnUpgrade: true,
    entries: ({ fromToday }) => ({
      shifts: [
        {
          shift: 'Morning, 8 am to 2 pm',
          carers: 5,
          awake: false,
          ledBy: 'A senior carer',
          checkedOn: fromToday(0),
        },
        {
          shift: 'Afternoon, 2 pm to 8 pm',
          carers: 4,
          awake: false,
          ledBy: 'A senior carer',
          checkedOn: fromToday(0),
        },
        {
          shift: 'Night, 8 pm to 8 am',
          carers: 2,
          awake: true,
          ledBy: 'A senior carer',
          checkedOn: fromToday(0),
        },
      ],
      nursing:
        'We are a residential home, so no nurse works here. District nurses from the local NHS team visit every ' +
        'weekday, and at weekends when needed, for dressings, injections and other nursing care.',
      nursingCheckedOn: fromToday(0),
      manager: 'The registered manager is here Monday to Friday, 8 am to 5 pm, and one weekend in four.',
      managerCheckedOn: fromToday(0),
      onCall:
        'At any other time the manager or her deputy is on call by phone, day and night, every day of the year.',
      onCallCheckedOn: fromToday(0),
      training: [
        'The Care Certificate, within their first twelve weeks',
        'Moving and handling, safeguarding, first aid and fire safety, every year',
        'Dementia care, and end-of-life care',
        'Giving medicines, for those who give them, checked every year',
      ].join('\n'),
      trainingCheckedOn: fromToday(0),
      teamSize: 32,
      fiveYears: 14,
      teamCheckedOn: fromToday(0),
    }),
  },
});
