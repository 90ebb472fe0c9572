import {
  defineContentType,
  media,
  text,
  wholeNumber,
  withImages,
  problem,
  problemsOf,
  mediaSchema,
} from '@/lib/kit';
import { hasDescription } from './photo-consent';

// The sample team: fictional people, written as a real home would introduce its staff.
const members = [
  {
    name: 'Helen Marsh',
    role: 'Registered Manager',
    description:
      'Helen has led the home for eleven years and nursed for twenty before that. Her door is always open, to residents and families alike.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Deputy Manager',
    description:
      'Daniel looks after care planning and training. He makes sure every resident’s plan reflects who they are, not just what they need.',
  },
  {
    name: 'Priya Raman',
    role: 'Senior Carer',
    description:
      'Priya has a gift for making new residents feel at home in their first weeks, and for remembering exactly how everyone takes their tea.',
  },
  {
    name: 'Tom Hallett',
    role: 'Head Chef',
    description:
      'Tom cooks everything fresh, with vegetables from our own beds when the season allows. He visits every table at lunch to hear what people think.',
  },
  {
    name: 'Grace Whitfield',
    role: 'Activities Coordinator',
    description:
      'Gardening club, music afternoons and trips to the coast: Grace plans the week around what residents enjoy, and loves trying something new.',
  },
  {
    name: 'Aleksander Nowak',
    role: 'Night Care Lead',
    description:
      'Aleksander leads our night team, so that residents rest easily and families know someone calm and caring is there through the night.',
  },
  {
    name: 'Margaret Dunn',
    role: 'Housekeeping Lead',
    description:
      'Margaret keeps the house bright and homely, and knows where every treasured photograph and favourite cushion belongs.',
  },
  {
    name: 'Samuel Achterberg',
    role: 'Maintenance and Gardens',
    description:
      'Sam tends the two acres of gardens and keeps the old house in good repair. Residents who like to garden will find him happy to share a trowel.',
  },
];

/**
 * The team: a card each on the team page, in the editors' order. A member without a usable portrait is shown with a
 * placeholder; a member without a name is left out with a warning.
 */
export const team = defineContentType({
  kind: 'collectionType',
  collectionName: 'teams',
  info: {
    singularName: 'team',
    pluralName: 'teams',
    displayName: 'Team member',
    description: "A member of staff shown on the website's team page, in ascending order.",
  },
  fields: {
    name: text({
      label: 'Name',
      help: 'As residents and families know them, on their card on the team page: "Helen Marsh".',
      max: 120,
    }),
    role: text({
      label: 'Role',
      help: 'What they do here, under their name on the team page: "Senior Carer".',
      max: 120,
    }),
    description: text({
      label: 'About them',
      help: 'A few friendly sentences on their card: how long they have been here, what they love about the work.',
      max: 1200,
      lines: true,
      optional: true,
    }),
    image: media({
      label: 'Portrait',
      help: 'A photo of them, with a description of it; without one the card shows a neutral placeholder.',
      kind: 'images',
      optional: true,
    }),
    order: wholeNumber({
      label: 'Place on the page',
      help: 'Cards are shown from the lowest number: 1 comes first.',
      min: 0,
      max: 1000,
      default: 1,
    }),
  },
  populate: ['image'],
  sort: ['order:asc', 'name:asc'],
  admin: {
    mainField: 'name',
    columns: ['image', 'name', 'role', 'order'],
    headings: { order: 'Place' },
    sortBy: 'order',
  },
  files: ['image'],
  // A member without a portrait is shown with a placeholder: a file that is not a picture is refused, and a portrait
  // without a description (its alternative text). Portraits show staff, by what the type is.
  rules: (entry) =>
    entry.image == null
      ? []
      : [
          ...problemsOf(mediaSchema, entry.image, ['image']),
          ...(hasDescription(entry.image)
            ? []
            : problem('image', 'describe the portrait in its alternative text (in the media library)')),
        ],
  async read({ entries, mediaOrigin, prepare, warn, notice }) {
    const items = await entries();
    const undescribed = items.filter((item) => item.image != null && !hasDescription(item.image)).length;
    if (undescribed > 0)
      notice(
        `cms: ${undescribed} team portraits have no description and show a placeholder: describe each in its ` +
          'alternative text, in the media library',
      );
    const prepared = await withImages(items, (item) => item.image, {
      collection: 'teams',
      mediaOrigin,
      prepare,
    });
    return prepared.map(({ item, image, problem }) => {
      if (!image)
        warn(`cms: team member ${item.documentId} (${item.name}): ${problem}; showing a placeholder`);
      return {
        id: item.documentId,
        name: item.name,
        role: item.role ?? '',
        description: item.description ?? '',
        image,
      };
    });
  },
  describe: (members) => `${members.length} team members`,
  pages: { shownOn: ['/team'] },
  sample: {
    edition: 1,
    entries: () =>
      members.map((member, index) => ({
        ...member,
        order: index + 1,
        image: {
          $file: {
            art: 'portrait',
            index,
            name: `sample-portrait-${member.name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg`,
            alternativeText: `Illustrated portrait of ${member.name}`,
            caption: 'Sample illustration',
          },
        },
      })),
    key: 'name',
  },
});
