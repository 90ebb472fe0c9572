import { dialHref } from '@/lib/content/rich-text';
import type { HomeFactsForRules, RuleProblem } from './rules';

// The home's facts in the editors' words, each kept once. A page's text says "call us on [phone]" or "up to
// [residents] older people", and the site puts the home's own phone number or number of residents there, as "The
// home" gives them, whenever it builds: change the number in "The home", and every page, the brochure and the
// structured data say the new one at the next build. Writing the home's own number or e-mail address out in a text
// would keep it twice, so publishing refuses it and says to write [phone] or [email] instead; a fact the site does not
// know ("[fax]") is refused too, naming the field. Another number (a regulator's) is words like any other.

/** The facts a text may name, and what each says, by its name in square brackets, lower-case. */
export type TextFacts = ReadonlyMap<string, string>;

/** What a text's facts are made from: "The home" as the site reads it, and the review site's figures. */
export type FactSources = {
  name: string;
  shortName: string;
  phone: { display: string };
  email: { display: string };
  addressLine: string;
  address: { street: string; locality: string | null; town: string; county: string; postcode: string };
  capacity: { residents: number; gardenAcres: number };
  provider: {
    companyName: string;
    companyNumber: string;
    registeredIn: string;
    registeredOffice: string;
    icoRegistrationNumber: string | null;
  };
};

/** Every fact a text may name, with an example for the editors' guide and the admin's help. */
export const FACT_NAMES = [
  'name',
  'short name',
  'phone',
  'email',
  'address',
  'street',
  'village',
  'town',
  'county',
  'postcode',
  'residents',
  'acres',
  'company',
  'company number',
  'registered in',
  'registered office',
  'ico number',
  'review site',
  'review listing',
  'review score',
  'review count',
  'tile score',
  'reviews quoted',
] as const;

/** An area of land in words, as in running text: "two acres". */
export function acresInWords(count: number) {
  const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const whole = Number.isInteger(count) ? (words[count] ?? String(count)) : String(count);
  return `${whole} ${count === 1 ? 'acre' : 'acres'}`;
}

/** The facts of a text, from the home and, where a page quotes them, the review site's figures. */
export function textFacts(
  home: FactSources,
  reviews?: {
    /** The home's page on the review site: its host names the site ("carehome.co.uk"). */
    listingUrl: string;
    score: number;
    count: number;
    tileScore: number;
    /** How many reviews the site quotes. */
    quoted: number;
  },
): TextFacts {
  const { address, capacity, provider } = home;
  const facts: [string, string][] = [
    ['name', home.name],
    ['short name', home.shortName],
    ['phone', home.phone.display],
    ['email', home.email.display],
    ['address', home.addressLine],
    ['street', address.street],
    ['village', address.locality ?? address.town],
    ['town', address.town],
    ['county', address.county],
    ['postcode', address.postcode],
    ['residents', String(capacity.residents)],
    ['acres', acresInWords(capacity.gardenAcres)],
    ['company', provider.companyName],
    ['company number', provider.companyNumber],
    ['registered in', provider.registeredIn],
    ['registered office', provider.registeredOffice],
    ['ico number', provider.icoRegistrationNumber ?? ''],
  ];
  if (reviews)
    facts.push(
      ['review site', new URL(reviews.listingUrl).hostname.replace(/^www\./, '')],
      ['review listing', reviews.listingUrl],
      ['review score', String(reviews.score)],
      ['review count', String(reviews.count)],
      ['tile score', String(reviews.tileScore)],
      ['reviews quoted', String(reviews.quoted)],
    );
  return new Map(facts);
}

// A fact's name: letters and spaces, a few words at most. (Bounded, so that it is tried in time in step with the text.)
const FACT = /\[([A-Za-z][A-Za-z ]{0,29})\]/g;

/** `text` with each fact it names put in its place; a name not among `facts` is left as it is. */
export function withFacts(text: string, facts: TextFacts): string {
  return text.includes('[')
    ? text.replace(FACT, (whole, name: string) => facts.get(name.trim().toLowerCase()) ?? whole)
    : text;
}

/**
 * Every string in `value` (an entry, its rich text, its components) with its facts put in place, walked by a stack of
 * its own. What is not a string is kept as it is.
 */
export function withFactsDeep<T>(value: T, facts: TextFacts): T {
  if (typeof value === 'string') return withFacts(value, facts) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy = structuredClone(value) as unknown;
  const stack: Record<string | number, unknown>[] = [copy as Record<string | number, unknown>];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'string') node[key] = withFacts(child, facts);
      else if (child !== null && typeof child === 'object') stack.push(child as Record<string, unknown>);
    }
  }
  return copy as T;
}

/** Whether any string in `value` names a fact: if none does, the facts need not be read at all. */
export function namesFacts(value: unknown): boolean {
  return stringsIn(value).some((text) => new RegExp(FACT.source).test(text));
}

/** Every string in a field's value (its rich text's words included), by a stack. */
function stringsIn(value: unknown): string[] {
  const found: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') found.push(node);
    else if (node !== null && typeof node === 'object')
      for (const child of Object.values(node)) stack.push(child);
  }
  return found;
}

/** How many the home is for, as the pages' words say it: "up to 38 residents", "for 38 older people". */
const HOW_MANY_LIVE_HERE = /\b(?:up to|for) (\d{1,4}) (?:residents|older people|people)\b/gi;

/**
 * Whether `text` writes the UK number `phone` out, however it is spaced or bracketed ("01632 960418", "+44 (0)1632
 * 960 418"): each run of figures and what may stand between them is read once, in time in step with the text.
 */
function writesNumber(text: string, phone: string): boolean {
  const national = dialHref(phone)?.replace(/^tel:\+44/, '');
  if (!national) return false;
  for (const [run] of text.matchAll(/\+?\d[\d\s()-]*/g)) {
    const digits = run.replace(/\D/g, '').replace(/^44(0)?/, '0');
    if (digits.includes(`0${national}`)) return true;
  }
  return false;
}

/**
 * What publishing refuses in the text fields `fields` of `entry`: a fact the site does not know ("[fax]"), and the
 * home's own phone number or e-mail address written out (`home`, when the CMS has one), which would keep it twice.
 * `extra` names facts a field may also use, which its page puts in itself (a job's title, in "How to apply").
 */
export function factProblems(
  entry: Record<string, unknown>,
  fields: readonly string[],
  home: HomeFactsForRules | null,
  extra: Readonly<Record<string, readonly string[]>> = {},
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const field of fields) {
    const known = new Set<string>([...FACT_NAMES, ...(extra[field] ?? [])]);
    const strings = stringsIn(entry[field]);
    const unknown = new Set<string>();
    for (const text of strings)
      for (const [, name] of text.matchAll(FACT))
        if (!known.has(name!.trim().toLowerCase())) unknown.add(`[${name}]`);
    if (unknown.size > 0)
      problems.push({
        path: [field],
        message: `${[...unknown].join(', ')} is not a fact the site knows: write one of [phone], [email], [name], [residents], [acres], [address]…`,
      });
    if (!home) continue;
    const joined = strings.join(' ');
    if (writesNumber(joined, home.phone))
      problems.push({
        path: [field],
        message:
          'write [phone] where the home’s phone number goes: the site puts in the one "The home" gives',
      });
    if (home.email && joined.toLowerCase().includes(home.email.toLowerCase()))
      problems.push({
        path: [field],
        message:
          'write [email] where the home’s e-mail address goes: the site puts in the one "The home" gives',
      });
    const counts = [...joined.matchAll(HOW_MANY_LIVE_HERE)].map((match) => Number(match[1]));
    if (home.residents != null && counts.some((count) => count !== home.residents))
      problems.push({
        path: [field],
        message: `write [residents] where the number of residents goes: "The home" says ${home.residents}, and the site puts it in`,
      });
  }
  return problems;
}
