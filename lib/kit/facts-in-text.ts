import { dialHref } from '@/lib/rich-text';
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
  return textsIn(value).some((text) => new RegExp(FACT.source).test(text));
}

/** How many the home is for, as the pages' words say it: "up to 38 residents", "for 38 older people". */
const HOW_MANY_LIVE_HERE = /\b(?:up to|for) (\d{1,4}) (?:residents|older people|people)\b/gi;

// The one-fact rules compare a text as a reader sees it, not as it is stored: a number split across bold and plain
// runs reads as one number, and characters that show nothing (a zero-width space, a direction mark), or show as
// another (full-width digits, a non-breaking space, "&nbsp;" typed out) do not make the home's number another.

/** Characters that show nothing: format characters (zero-width spaces and joiners, direction marks, soft hyphens). */
const INVISIBLE = /\p{Cf}/gu;
/** The character references an editor may type or paste for a space. */
const TYPED_SPACE = /&(?:nbsp|#160|#x0*a0);/gi;

/** `text` as a reader sees it: compatibility forms folded (NFKC), what shows nothing taken out, every space one space. */
export function asReadersSeeIt(text: string): string {
  return text.replace(TYPED_SPACE, ' ').normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ');
}

/**
 * The texts of a field's value as a reader reads them: rich text's runs joined within their paragraph (bold and plain
 * alike), a link's address beside its words, each other string on its own. Walked by a stack of its own.
 */
function textsIn(value: unknown): string[] {
  const texts: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) for (let at = node.length - 1; at >= 0; at -= 1) stack.push(node[at]);
    else if (node !== null && typeof node === 'object') {
      const { children, url } = node as { children?: unknown; url?: unknown };
      if (Array.isArray(children)) {
        texts.push(wordsOfBlock(children));
        if (typeof url === 'string') texts.push(url);
      } else for (const child of Object.values(node)) stack.push(child);
    }
  }
  return texts;
}

/** A rich-text block's words, every run of text inside it joined as it reads (a block within it on a line of its own). */
function wordsOfBlock(children: unknown[]): string {
  let words = '';
  const stack: unknown[] = [...children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const { text, children: inner, type } = node as { text?: unknown; children?: unknown; type?: unknown };
    if (typeof text === 'string') words += text;
    if (Array.isArray(inner)) {
      if (type !== 'link' && words) words += '\n';
      for (let at = inner.length - 1; at >= 0; at -= 1) stack.push(inner[at]);
    }
  }
  return words;
}

/**
 * Whether `text` writes the UK number `phone` out, however it is spaced, bracketed, dotted or dashed ("01632 960418",
 * "+44 (0)1632 960 418", "01632.960.418", "01632–960–418"): each run of figures and what may stand between them is
 * read once, in time in step with the text.
 */
function writesNumber(text: string, phone: string): boolean {
  const national = dialHref(phone)?.replace(/^tel:\+44/, '');
  if (!national) return false;
  for (const [run] of text.matchAll(/\+?\d[\d\s().\/\p{Pd}]*/gu)) {
    const digits = run.replace(/\D/g, '').replace(/^44(0)?/, '0');
    if (digits.includes(`0${national}`)) return true;
  }
  return false;
}

/** Something in square brackets as typed, a few words at most (bounded, so that it is tried in time with the text). */
const BRACKETED = /[[\uff3b]([^[\]\uff3b\uff3d\n]{1,40})[\]\uff3d]/g;

/**
 * What publishing refuses in the text fields `fields` of `entry`: a fact the site does not know ("[fax]"), a fact's
 * name with a character in it that shows nothing or another form of a letter (it would stay as typed on the page), and
 * the home's own phone number, e-mail address or number of residents written out (`home`, when the CMS has one),
 * which would keep it twice. `extra` names facts a field may also use, which its page puts in itself (a job's title,
 * in "How to apply").
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
    const texts = textsIn(entry[field]);
    const unknown = new Set<string>();
    const misspelt = new Set<string>();
    for (const text of texts) {
      for (const [, name] of text.matchAll(FACT))
        if (!known.has(name!.trim().toLowerCase())) unknown.add(`[${name}]`);
      if (!text.includes('[') && !text.includes('\uff3b')) continue;
      for (const [whole, name] of text.matchAll(BRACKETED)) {
        const seen = asReadersSeeIt(name!).trim().toLowerCase();
        if (whole !== `[${name}]` || seen !== name!.trim().toLowerCase())
          if (known.has(seen)) misspelt.add(`[${seen}]`);
      }
    }
    if (unknown.size > 0)
      problems.push({
        path: [field],
        message: `${[...unknown].join(', ')} is not a fact the site knows: write one of [phone], [email], [name], [residents], [acres], [address]…`,
      });
    if (misspelt.size > 0)
      problems.push({
        path: [field],
        message: `${[...misspelt].join(', ')} has a character in it that the site cannot read (one that shows nothing, or another form of a letter or bracket): delete it and type it again`,
      });
    if (!home) continue;
    const read = asReadersSeeIt(texts.join('\n'));
    if (writesNumber(read, home.phone))
      problems.push({
        path: [field],
        message:
          'write [phone] where the home’s phone number goes: the site puts in the one "The home" gives',
      });
    if (home.email && read.toLowerCase().includes(asReadersSeeIt(home.email).toLowerCase()))
      problems.push({
        path: [field],
        message:
          'write [email] where the home’s e-mail address goes: the site puts in the one "The home" gives',
      });
    const counts = [...read.matchAll(HOW_MANY_LIVE_HERE)].map((match) => Number(match[1]));
    if (home.residents != null && counts.some((count) => count !== home.residents))
      problems.push({
        path: [field],
        message: `write [residents] where the number of residents goes: "The home" says ${home.residents}, and the site puts it in`,
      });
  }
  return problems;
}
