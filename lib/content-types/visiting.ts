import { z } from 'zod';
import {
  defineContentType,
  sampleBlocks,
  richText,
  rows,
  text,
  blocksOf,
  blocksShowable,
  lines,
  onlyAtPublish,
  problem,
  TIME_OF_DAY_PATTERN,
} from '@/lib/kit';

const { paragraph, list } = sampleBlocks;

/** A moment of the typical day: its fields, and its check, line by line. */
const momentFields = {
  time: text({
    label: 'Time',
    help: 'The time of day on the 24-hour clock, like 14:00.',
    max: 5,
    pattern: { regex: TIME_OF_DAY_PATTERN, message: 'a time looks like 14:30' },
  }),
  activity: text({
    label: 'What happens',
    help: 'What usually happens then, in a line: "Afternoon tea with home-made cake".',
    max: 200,
  }),
};
export const momentSchema = z.object({
  time: momentFields.time.schema,
  activity: momentFields.activity.schema,
});

/**
 * "Visiting and a typical day"; a line of the day that cannot be used is left out. The build stops while it is not
 * published, or the day has no usable line.
 */
export const visiting = defineContentType({
  kind: 'singleType',
  collectionName: 'visiting',
  info: {
    singularName: 'visiting',
    pluralName: 'visitings',
    displayName: 'Visiting and a typical day',
    description:
      'Visiting arrangements, a typical day, meals, activities and what to bring. Publish after every change.',
  },
  fields: {
    visiting: richText({
      label: 'Visiting',
      help: 'When family and friends may visit and how, on the visiting and contact pages.',
    }),
    careSupporter: richText({
      label: 'Care supporter',
      help: "A resident's right to a care supporter who visits even when visits are limited, on /visiting and the brochure.",
      optional: true,
    }),
    day: rows({
      label: 'A typical day',
      help: 'The moments of an ordinary day, each with its time; the page shows them in time order.',
      component: 'visiting.moment',
      min: 1,
      emptyMessage: 'the typical day is empty',
    }),
    meals: richText({
      label: 'Meals',
      help: 'How meals are made and served, and the diets the kitchen caters for.',
    }),
    activities: richText({ label: 'Activities', help: 'What residents do through the week.' }),
    whatToBring: richText({
      label: 'What to bring',
      help: 'What a new resident might bring with them, as a list.',
    }),
  },
  components: {
    'visiting.moment': {
      collectionName: 'components_visiting_moments',
      displayName: 'A moment of the day',
      description: 'A time of day, as 24-hour hh:mm, and what usually happens then.',
      fields: momentFields,
      mainField: 'activity',
    },
  },
  populate: ['day'],
  rules: (entry) => [
    ...lines(entry, 'day', momentSchema),
    ...blocksShowable(entry, ['visiting', 'careSupporter', 'meals', 'activities', 'whatToBring']),
    // The law gives every resident this right (CQC's Regulation 9A): the page must say it, once it has been asked for.
    ...onlyAtPublish(
      entry.careSupporter == null || (Array.isArray(entry.careSupporter) && entry.careSupporter.length === 0)
        ? problem('careSupporter', "say what the resident's right to a care supporter means here")
        : [],
    ),
  ],
  async read({ entry, warn }) {
    const published = await entry();
    const { entry: page, malformed } = published;
    const day: z.output<typeof momentSchema>[] = [];
    for (const [index, line] of page.day.entries()) {
      const parsed = momentSchema.safeParse(line);
      if (parsed.success) day.push(parsed.data);
      else warn(`cms: skipped line ${index + 1} of the typical day: ${parsed.error.issues[0]?.message}`);
    }
    if (day.length === 0) throw malformed('day', 'no line the site can show');
    const text = blocksOf(published, warn);
    return {
      visiting: text('visiting', page.visiting),
      // Said wherever the editors have written it (a database from before it was asked for has none until they do).
      careSupporter: page.careSupporter ? text('careSupporter', page.careSupporter) : [],
      day: day.sort((a, b) => a.time.localeCompare(b.time)),
      meals: text('meals', page.meals),
      activities: text('activities', page.activities),
      whatToBring: text('whatToBring', page.whatToBring),
    };
  },
  describe: () => 'visiting and a typical day',
  // On the contact page too: its opening paragraph, when to visit.
  pages: { shownOn: ['/visiting', '/contact'] },
  sample: {
    edition: 3,
    fills: { edition: 8, fields: ['careSupporter'] },
    entries: () => ({
      visiting: [
        paragraph(
          'Family and friends are welcome any day, from 9 am to 8 pm, with no need to book. Children and well-behaved ' +
            'dogs are welcome too.',
        ),
        paragraph(
          'Stay for a meal with us for £6, or use the family room for a birthday tea. When a resident is very ill, ' +
            'those closest to them may visit at any hour and stay the night.',
        ),
      ],
      careSupporter: [
        paragraph(
          'Every resident may choose a care supporter: a relative or friend who can visit them whatever happens, ' +
            'even if visiting has to be limited for a time, for example during an outbreak of illness. We will ' +
            'agree with you how your care supporter can visit safely, and they will never be turned away.',
        ),
        list(
          'You may also go out to visit family and friends, and we will help you do so safely.',
          'If we ever have to limit visits, we will tell you and your family why, how the decision was made and ' +
            'for how long, and we will look at it again often.',
          'This is your right under the Care Quality Commission’s rules (Regulation 9A): if you feel it is not ' +
            'being met, please tell us, or contact CQC.',
        ),
      ],
      day: [
        {
          time: '07:30',
          activity: 'Wake when you like: breakfast is served in your room or the dining room until 10',
        },
        {
          time: '10:30',
          activity: 'Coffee, the papers, and the morning’s activity: music, exercise or a quiz',
        },
        { time: '12:30', activity: 'Lunch in the dining room overlooking the garden' },
        { time: '14:00', activity: 'A rest, a walk in the garden, or an outing in the minibus' },
        { time: '15:30', activity: 'Afternoon tea with home-made cake' },
        { time: '17:30', activity: 'Supper, then a film, cards or a chat in the lounge' },
      ],
      meals: [
        paragraph(
          'Our cooks make every meal fresh in our own kitchen, with vegetables from local farms. There are always two ' +
            'choices at each meal, and we cater for every diet, from soft foods to vegetarian and diabetic menus.',
        ),
      ],
      activities: [
        paragraph('Our activities team plans each week with residents. A typical week includes:'),
        list(
          'gardening in the raised beds and the greenhouse',
          'music and singing, with visiting musicians once a month',
          'gentle exercise and a walking club',
          'outings to the coast, garden centres and village fêtes',
          'church services at the home, and visits from a local school',
        ),
      ],
      whatToBring: [
        list(
          'Clothes for a week or so: we label them for you',
          'Photographs, pictures and ornaments that make the room yours',
          'A favourite chair or small piece of furniture, if you wish',
          'Your glasses, hearing aids and walking aids',
          'Your medicines and a list of them, and your GP’s details',
        ),
      ],
    }),
  },
});
