import { z } from 'zod';
import { defineContentType, sampleBlocks } from '@/lib/cms/define';
import { blocksOf } from '@/lib/cms/published';
import { blocksShowable, lines } from '@/lib/cms/rules';
import { blocks, documentId, timeOfDay, TIME_OF_DAY_PATTERN } from '@/lib/cms/schemas';
import type { Visiting } from '@/lib/cms/types';

const { paragraph, list } = sampleBlocks;

export const momentSchema = z.object({
  time: timeOfDay,
  activity: z.string().trim().min(1).max(200),
});

export const visitingSchema = z.object({
  documentId,
  visiting: blocks,
  // Checked line by line: one broken line is left out, not fatal.
  day: z.array(z.unknown()).min(1, 'the typical day is empty'),
  meals: blocks,
  activities: blocks,
  whatToBring: blocks,
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
  attributes: {
    visiting: { type: 'blocks', required: true },
    day: { type: 'component', repeatable: true, required: true, min: 1, component: 'visiting.moment' },
    meals: { type: 'blocks', required: true },
    activities: { type: 'blocks', required: true },
    whatToBring: { type: 'blocks', required: true },
  },
  components: {
    'visiting.moment': {
      collectionName: 'components_visiting_moments',
      displayName: 'A moment of the day',
      description: 'A time of day, as 24-hour hh:mm, and what usually happens then.',
      attributes: {
        time: { type: 'string', required: true, maxLength: 5, regex: TIME_OF_DAY_PATTERN },
        activity: { type: 'string', required: true, maxLength: 200 },
      },
    },
  },
  populate: ['day'],
  schema: visitingSchema,
  rules: (entry) => [
    ...lines(entry, 'day', momentSchema),
    ...blocksShowable(entry, ['visiting', 'meals', 'activities', 'whatToBring']),
  ],
  async read({ entry, warn }): Promise<Visiting> {
    const published = await entry();
    const { entry: page, malformed } = published;
    const day: Visiting['day'] = [];
    for (const [index, line] of page.day.entries()) {
      const parsed = momentSchema.safeParse(line);
      if (parsed.success) day.push(parsed.data);
      else warn(`cms: skipped line ${index + 1} of the typical day: ${parsed.error.issues[0]?.message}`);
    }
    if (day.length === 0) throw malformed('day', 'no line the site can show');
    const text = blocksOf(published, warn);
    return {
      visiting: text('visiting', page.visiting),
      day: day.sort((a, b) => a.time.localeCompare(b.time)),
      meals: text('meals', page.meals),
      activities: text('activities', page.activities),
      whatToBring: text('whatToBring', page.whatToBring),
    };
  },
  describe: () => 'visiting and a typical day',
  pages: { shownOn: ['/visiting'] },
  sample: {
    edition: 3,
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
