import {
  type ComponentDeclaration,
  type ReadTools,
  choice,
  day,
  group,
  rows,
  text,
  withImages,
  type PhotoWithheld,
  afterToday,
  onlyAtPublish,
  problem,
  type Entry,
  type RuleProblem,
  type SiteImage,
} from '@/lib/kit';

// Who a photo shows, and, for residents, the consent to show them. A photo of a resident says they live in a care home:
// under UK GDPR the home needs a recorded basis to show it (in practice consent: the resident's, an attorney's under a
// health and welfare Lasting Power of Attorney, or a best-interests decision), and consent can be withdrawn. Every type
// with a photo a page shows takes this component beside its photo (the gallery, special events, kinds of care; team
// portraits show staff).
//
// A photo may show several residents, each with a consent of their own (Joan's her own, Arthur's his daughter's under
// his Lasting Power of Attorney): the record's first consent is one resident's, and each other resident shown has a
// row of their own under it, with their name, who consented and their own review date. The photo is shown only while
// every one of them holds.
//
// The record itself (names, when consent was given, by whom, who made a best-interests decision) stays in the CMS: its
// fields are private, so Strapi's API never answers with them, and the build reads only who is shown and the review
// dates, which is all it needs to decide whether the photo may be shown, and until when.

export const SHOWN = ['No one who can be recognised', 'Staff', 'Residents'] as const;
export const CONSENT_GIVEN_BY = [
  'The resident',
  'An attorney (health and welfare LPA)',
  'A best-interests decision',
] as const;

const COMPONENT = 'photos.consent';
const ANOTHER = 'photos.another-resident';

/** One resident's consent: the same fields for the first resident and for each other one shown. */
const consentFields = (whose: string) => ({
  consentGivenOn: day({
    label: 'Consent given on',
    help: `For ${whose}: the day consent to show the photo was given. Kept in the CMS, never on the website.`,
    optional: true,
    private: true,
  }),
  consentGivenBy: choice({
    label: 'Consent given by',
    help: 'The resident, their attorney under a health and welfare LPA, or a best-interests decision.',
    choices: CONSENT_GIVEN_BY,
    optional: true,
    private: true,
  }),
  decidedBy: text({
    label: 'Name of the attorney, or who decided',
    help: 'For consent not given by the resident: who gave it, or who made the best-interests decision.',
    max: 120,
    optional: true,
    private: true,
  }),
  reviewOn: day({
    label: 'Review consent on',
    help: `For ${whose}: from this day the photo leaves the website until the consent is reviewed and a new date set.`,
    optional: true,
  }),
});

const another: ComponentDeclaration = {
  collectionName: 'components_photos_another_residents',
  displayName: 'Another resident in the photo',
  description:
    'One more resident who can be recognised in the photo, with their own consent and review date.',
  mainField: 'residentName',
  fields: {
    residentName: text({
      label: 'Resident’s name',
      help: 'Who this consent is for, as the home knows them. Kept in the CMS, never on the website.',
      max: 120,
      optional: true,
      private: true,
    }),
    ...consentFields('this resident'),
  },
};

const component: ComponentDeclaration = {
  collectionName: 'components_photos_consents',
  displayName: 'Who the photo shows',
  description:
    'Who can be recognised in the photo. For residents: the consent to show it (kept in the CMS, never on the website) and the day to review it; the photo leaves the website after that day until it is reviewed.',
  // Its only text field is private: the admin names it by who is shown.
  mainField: 'shown',
  fields: {
    shown: choice({
      label: 'Who can be recognised in it?',
      help: 'Choose residents for any photo in which a resident could be recognised: it then needs their consent.',
      choices: SHOWN,
      optional: true,
    }),
    residentName: text({
      label: 'Resident’s name',
      help: 'For residents: whose consent this is (the first resident, if it shows more than one). Kept in the CMS, never on the website.',
      max: 120,
      optional: true,
      private: true,
    }),
    ...consentFields('residents'),
    others: rows({
      label: 'Each other resident in it',
      help: 'A photo that shows more than one resident needs each one’s consent: add one for each of the others.',
      component: ANOTHER,
      max: 30,
    }),
  },
};

/** Whether a media value has a description (its alternative text), which every photo a page shows needs. */
export const hasDescription = (media: unknown) =>
  Boolean(((media as { alternativeText?: unknown } | null)?.alternativeText as string | undefined)?.trim());

/** One resident's consent, as the CMS keeps it (the first resident's in the record itself, each other's in a row). */
type OneConsent = {
  residentName?: string | null;
  consentGivenOn?: string | null;
  consentGivenBy?: string | null;
  decidedBy?: string | null;
  reviewOn?: string | null;
};
type Consent = OneConsent & { shown?: string | null; others?: OneConsent[] | null };

/** Each resident's consent in a record of a photo of residents: the first resident's, then each other's. */
const eachConsent = (consent: Consent): OneConsent[] => [
  consent,
  ...(Array.isArray(consent.others) ? consent.others.filter((one) => one && typeof one === 'object') : []),
];

/** What one resident's consent lacks at publish, at `at` (the record, or one of its rows). */
function consentProblems(
  consent: OneConsent,
  at: (field: keyof OneConsent) => (string | number)[],
  today: string,
  { named }: { named: boolean },
): RuleProblem[] {
  const found: RuleProblem[] = [];
  const missing = (field: keyof OneConsent, message: string) =>
    consent[field]?.trim() ? [] : onlyAtPublish(problem(at(field), message));
  if (named) found.push(...missing('residentName', 'name the resident this consent is for'));
  found.push(
    ...missing('consentGivenOn', 'a photo of residents needs the date consent was given'),
    ...missing('consentGivenBy', 'a photo of residents needs who gave consent'),
    ...missing('reviewOn', 'a photo of residents needs the day its consent is next reviewed'),
  );
  if (consent.consentGivenBy && consent.consentGivenBy !== 'The resident' && !consent.decidedBy?.trim())
    found.push(
      ...onlyAtPublish(
        problem(
          at('decidedBy'),
          consent.consentGivenBy === 'A best-interests decision'
            ? 'name who made the best-interests decision'
            : 'name the attorney who gave consent',
        ),
      ),
    );
  if (consent.consentGivenOn && afterToday(consent.consentGivenOn, today))
    found.push(...onlyAtPublish(problem(at('consentGivenOn'), afterToday(consent.consentGivenOn, today))));
  if (consent.reviewOn && consent.reviewOn <= today)
    found.push(
      ...onlyAtPublish(
        problem(
          at('reviewOn'),
          `the review date ${consent.reviewOn} has come: review the consent and set the next date`,
        ),
      ),
    );
  return found;
}

/**
 * What a publish of a photo must have: a description for people who cannot see it (the media library's alternative
 * text), who it shows, and for residents each resident's whole consent record with a review date still to come (and,
 * where it shows more than one, each one named).
 */
function rules(
  entry: Entry,
  photoField: string,
  consentField: string,
  today: string,
  { required, describedIn }: { required: boolean; describedIn?: string },
): RuleProblem[] {
  if (entry[photoField] == null) return required ? problem(photoField, 'choose a photo') : [];
  const found: RuleProblem[] = [];
  if (!hasDescription(entry[photoField]))
    found.push(
      ...(describedIn
        ? problem(describedIn, 'describe the photo: it is what people who cannot see it hear')
        : problem(
            photoField,
            'describe the photo in its alternative text (in the media library): it is what people who cannot see it hear',
          )),
    );
  const consent = (entry[consentField] ?? {}) as Consent;
  if (!consent.shown)
    found.push(...onlyAtPublish(problem([consentField, 'shown'], 'say who the photo shows')));
  if (consent.shown !== 'Residents') return found;
  const others = eachConsent(consent).slice(1);
  found.push(
    ...consentProblems(consent, (field) => [consentField, field], today, { named: others.length > 0 }),
    ...others.flatMap((one, index) =>
      consentProblems(one, (field) => [consentField, 'others', index, field], today, { named: true }),
    ),
  );
  return found;
}

/**
 * The review dates of a photo's residents' consents, by what the API gives of them, the soonest first; null for a
 * photo that shows no residents, and a null date for a consent with none.
 */
export function consentReviews(consent: unknown): (string | null)[] | null {
  const record = (consent ?? {}) as Consent;
  if (record.shown !== 'Residents') return null;
  return eachConsent(record)
    .map((one) => (typeof one.reviewOn === 'string' && one.reviewOn ? one.reviewOn : null))
    .sort((a, b) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)));
}

/**
 * Whether the site may show a photo on `today`, by what the API gives of its consent (who it shows, each review date):
 * a photo of residents is withheld from the day any one of their reviews comes until an editor reviews it.
 */
export function photoWithheld(consent: unknown, today: string): PhotoWithheld | null {
  const reviews = consentReviews(consent);
  if (reviews === null) return null;
  const [soonest] = reviews;
  if (!soonest) return { withheld: 'it shows residents, and has no date to review their consent' };
  return soonest <= today
    ? { withheld: `it shows residents, and the review of their consent was due on ${soonest}` }
    : null;
}

/**
 * Tells the editors what a type's photos still lack, as notices (the build's log and the preview's band):
 * - how many do not yet say who they show. A database from before the question was asked has such photos: they stay
 *   on the site (taking them all down at an upgrade would empty the gallery) until each is answered;
 * - how many have no description, and so are not shown: publishing refuses one now, but a database from before may
 *   hold some, and a photo no one can hear described has no place on the site.
 */
export function noticeUnanswered<T extends Entry>(
  notice: (line: string) => void,
  items: T[],
  photoField: keyof T & string,
  consentField: keyof T & string,
  photos: string,
  describedIn = 'its alternative text, in the media library',
): void {
  const withPhoto = items.filter((item) => item[photoField] != null);
  const unanswered = withPhoto.filter((item) => !(item[consentField] as Consent | null)?.shown).length;
  if (unanswered > 0)
    notice(
      `cms: ${unanswered} of ${withPhoto.length} ${photos} do not yet say who they show: answer "Who the photo ` +
        'shows" for each (the editors\' guide says why)',
    );
  const undescribed = withPhoto.filter((item) => !hasDescription(item[photoField])).length;
  if (undescribed > 0)
    notice(
      `cms: ${undescribed} of ${withPhoto.length} ${photos} have no description and are not shown: describe each ` +
        `in ${describedIn}`,
    );
}

const FIELD = {
  label: 'Who the photo shows',
  help: 'Who can be recognised in the photo, and for residents the consent to show it and when to review it.',
  component: COMPONENT,
};

/** The component, its field, and its rules, for a type with a photo. */
export const photoConsent = {
  /** For a type whose photo may be left out (an event, a kind of care). */
  field: group({ ...FIELD, optional: true }),
  /**
   * For a type that is a photo (the gallery): its question and consent record in view from the first, where an
   * optional group waited behind "None yet: press here to add one" (Strapi opens a required group on a new entry).
   * Publishing already needs it (`rules`: who the photo shows); a draft may still leave it empty.
   */
  alwaysField: group(FIELD),
  components: { [COMPONENT]: component, [ANOTHER]: another },
  rules,
  /** What a type with a photo and its consent declares of them: the component, what to fetch, which is a file. */
  parts: <Photo extends string, Consent extends string>(photo: Photo, consent: Consent) => ({
    components: { [COMPONENT]: component, [ANOTHER]: another },
    // The photo, and its consent with each other resident's row.
    populate: { [photo]: true, [consent]: { populate: ['others'] } } as Record<
      Photo | Consent,
      true | { populate: readonly string[] }
    >,
    files: [photo],
  }),
};

/**
 * Each item's photo made the site's own, by item, or null (none, withheld for its consent, without a description, or
 * unusable), with a warning naming the item and why. One pass over all of them, so that every photo failing is the
 * CMS's media answering nonsense, and fails the build (withImages).
 */
export async function photosOf<T extends Entry>(
  { mediaOrigin, prepare, warn, today }: Pick<ReadTools<T>, 'mediaOrigin' | 'prepare' | 'warn' | 'today'>,
  items: T[],
  photoField: keyof T & string,
  consentField: keyof T & string,
  { collection, what }: { collection: string; what: (item: T) => string },
): Promise<Map<T, SiteImage | null>> {
  const withPhoto = items.filter((item) => item[photoField] != null);
  const prepared = await withImages(
    withPhoto,
    (item) => photoWithheld(item[consentField], today) ?? item[photoField],
    { collection, mediaOrigin, prepare },
  );
  const images = new Map<T, SiteImage | null>(items.map((item) => [item, null]));
  for (const { item, image, problem: why } of prepared) {
    if (!image) warn(`cms: ${what(item)} is shown without its photo: ${why}`);
    images.set(item, image ?? null);
  }
  return images;
}
