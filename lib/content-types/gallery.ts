import {
  defineContentType,
  media,
  text,
  wholeNumber,
  withImages,
  problemsOf,
  mediaSchema,
  type SiteImage,
} from '@/lib/kit';
import { ALBUM_PAGE_SIZE, albumPageNumbers, albumPagePath } from '@/lib/album-pages';
import { noticeUnanswered, photoConsent, photoWithheld } from './photo-consent';

/** The order the gallery shows its photos in, as the CMS sorts them. */
const GALLERY_ORDER = ['order:asc', 'createdAt:asc'];

/** The album page that holds the photo at `position` (from 0) in the gallery's order. */
export function galleryPageFor(position: number): string {
  return albumPagePath(Math.floor(Math.max(0, position) / ALBUM_PAGE_SIZE) + 1);
}

/**
 * A gallery photo's file as the site shows it: described by the entry's own description, or, for a photo saved before
 * the entry had one, by the file's alternative text.
 */
function described(entry: { image?: unknown; description?: unknown }): unknown {
  const { image, description } = entry;
  const text = typeof description === 'string' ? description.trim() : '';
  return text && image && typeof image === 'object' ? { ...image, alternativeText: text } : image;
}

/**
 * The gallery: one photograph each, on the gallery's album pages and the home page's preview. A photo without a usable
 * image (none, a bad URL, or a file that cannot be fetched or read) is left out with a warning.
 */
export const gallery = defineContentType({
  kind: 'collectionType',
  collectionName: 'galleries',
  info: {
    singularName: 'gallery',
    pluralName: 'galleries',
    displayName: 'Gallery photo',
    description:
      "One photograph on the website's gallery page and home page preview, with its description for people who cannot see it.",
  },
  fields: {
    image: media({
      label: 'Photo',
      help: 'The photograph, as large as you have it: the website makes its own smaller copies.',
      kind: 'images',
    }),
    // Written where the photo is, by whoever adds it; the CMS fills an empty one from the file's alternative text
    // (cms/src/gallery-descriptions.js), and the site reads it in place of the file's (`described`).
    description: text({
      label: 'Description',
      help: 'What someone who cannot see the photo hears: "Two residents planting tulips in the raised beds".',
      max: 1000,
      optional: true,
    }),
    consent: photoConsent.alwaysField,
    order: wholeNumber({
      label: 'Place in the gallery',
      help: 'Photos are shown from the lowest number: 1 comes first, and the first four show on the home page.',
      min: 0,
      max: 100000,
      default: 1,
    }),
  },
  ...photoConsent.parts('image', 'consent'),
  sort: GALLERY_ORDER,
  admin: {
    mainField: 'description',
    columns: ['image', 'description', 'consent', 'order'],
    headings: { consent: 'Who it shows', order: 'Place' },
    sortBy: 'order',
  },
  rules: (entry, today) => {
    const photo = described(entry);
    return [
      ...(photo == null ? [] : problemsOf(mediaSchema, photo, ['image'])),
      ...photoConsent.rules({ ...entry, image: photo }, 'image', 'consent', today, {
        required: true,
        describedIn: 'description',
      }),
    ];
  },
  async read({ entries, mediaOrigin, prepare, warn, notice, today }) {
    const items = await entries();
    const prepared = await withImages(
      items,
      (item) => photoWithheld(item.consent, today) ?? described(item),
      {
        collection: 'galleries',
        mediaOrigin,
        prepare,
      },
    );
    const photos: { id: string; image: SiteImage }[] = [];
    for (const { item, image, problem: why } of prepared) {
      if (image) photos.push({ id: item.documentId, image });
      else warn(`cms: skipped gallery photo ${item.documentId}: ${why}`);
    }
    noticeUnanswered(
      notice,
      items.map((item) => ({ ...item, image: described(item) })),
      'image',
      'consent',
      'gallery photos',
      'its Description',
    );
    return photos;
  },
  describe: (photos) => `${photos.length} gallery photos`,
  pages: {
    shownOn: ['/gallery', '/'],
    // The album page that holds the photo, in the order the site shows them (a draft-only photo included).
    async previewPath({ documentId, status }, find) {
      const photos = await find({ status, sort: GALLERY_ORDER, fields: ['documentId'] });
      return galleryPageFor(photos.findIndex((photo) => photo.documentId === documentId));
    },
    // Each later album page has its own address and photos, though the navigation links only the first.
    children: (photos) => albumPageNumbers(photos.length).slice(1).map(albumPagePath),
  },
  sample: {
    edition: 1,
    // Every photo has a picture of its own (the art is drawn from its number), so that a large sample gallery costs
    // the image pipeline what a real one would.
    entries: ({ galleryCount }) =>
      Array.from({ length: galleryCount }, (_, index) => ({
        order: index + 1,
        image: {
          $file: {
            art: 'gallery',
            index,
            name: `sample-garden-and-house-${String(index + 1).padStart(2, '0')}.jpg`,
            caption: 'Sample illustration',
          },
        },
        consent: { shown: 'No one who can be recognised' },
      })),
    key: 'order',
  },
});
