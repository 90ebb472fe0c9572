/**
 * Running text that holds links: plain words, and the phone numbers, e-mail addresses and web addresses a reader can
 * tap. Copy stays data (no HTML strings, nothing to escape or sanitise); components/ui/rich-text.tsx renders it.
 *
 * Write it with the `text` tag, so a paragraph reads as the sentence it is:
 *   text`call ${phone(site.phone)} or write to ${email(site.email)}.`
 */
import { trimEnd } from '@/lib/text';

/** A contact detail as lib/site.ts keeps it: what people read, and the link that dials or writes. */
type ContactDetail = { readonly display: string; readonly href: string };

export type InlineLink = {
  readonly kind: 'phone' | 'email' | 'web';
  readonly text: string;
  readonly href: string;
};

/** Words an editor made bold in the CMS: read with stress, shown in bold. */
export type Strong = { readonly kind: 'strong'; readonly text: string };

type Inline = string | InlineLink | Strong;

/** A paragraph or list item: plain text, or text with links in it. */
export type RichText = string | readonly Inline[];

/**
 * Running text of more than one paragraph, as editors write it in the CMS's rich text (lib/kit/blocks.ts maps it):
 * paragraphs, lists and subheadings, and nothing that could carry markup of its own.
 */
export type TextBlock =
  | { readonly kind: 'paragraph'; readonly text: RichText }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly RichText[] }
  | { readonly kind: 'heading'; readonly text: string };

/** A phone number that dials when tapped. */
export const phone = (detail: ContactDetail): InlineLink => ({
  kind: 'phone',
  text: detail.display,
  href: detail.href,
});

/** An e-mail address that opens a new message. */
export const email = (detail: ContactDetail): InlineLink => ({
  kind: 'email',
  text: detail.display,
  href: detail.href,
});

/** A web address on another site, shown as its host ("ico.org.uk"); it opens in a new tab as every external link does. */
export const web = (href: string): InlineLink => ({ kind: 'web', text: new URL(href).hostname, href });

/** Joins the words and links of a template into running text; numbers and words in `${}` become words. */
export function text(
  strings: TemplateStringsArray,
  ...values: readonly (InlineLink | string | number)[]
): Inline[] {
  const parts: Inline[] = [];
  const addWords = (words: string) => {
    if (!words) return;
    const last = parts.at(-1);
    if (typeof last === 'string') parts[parts.length - 1] = last + words;
    else parts.push(words);
  };
  strings.forEach((words, index) => {
    addWords(words);
    if (index >= values.length) return;
    const value = values[index]!;
    if (typeof value === 'object') parts.push(value);
    else addWords(String(value));
  });
  return parts;
}

// The site's one rule for what a phone number and an e-mail address are, for the words an editor types (found in
// them by withContactLinks) and for the links an editor makes in the CMS's rich text (lib/kit/blocks.ts).

// UK phone numbers however people type them ("01632 960 001", "020 7946 0018", "+44 (0)1632 960001",
// "01632-960-001"): from a 0 or +44, digits with spaces, brackets or dashes between, 10 to 13 digits in all. Each start
// (a 0 after a word boundary, or +44) is tried once and runs to the run's last digit: time in step with the text.
const PHONE_LIKE = /(?:\+44|\b0)[\d\s\u00a0()-]{8,}\d/g;

// E-mail addresses: a name of letters, digits and . + - _, an @, and a host of labels joined by dots. Found by
// scanning out from each @ rather than by a pattern, which, tried from every letter of a long word, takes time in
// step with the square of its length (a 100,000-letter word held the CMS for ten seconds).
const IN_NAME = /[\w.+-]/;
const IN_LABEL = /[\w-]/;

/** The e-mail addresses in `typed`, left to right, as [start, end) offsets: each letter is looked at a few times. */
function emailsIn(typed: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  let from = 0;
  for (let at = typed.indexOf('@'); at !== -1; at = typed.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && IN_NAME.test(typed[start - 1]!)) start -= 1;
    if (start === at) continue;
    // The host: a label, then one or more ".label".
    let end = at + 1;
    while (end < typed.length && IN_LABEL.test(typed[end]!)) end += 1;
    if (end === at + 1) continue;
    let labels = 0;
    while (typed[end] === '.' && end + 1 < typed.length && IN_LABEL.test(typed[end + 1]!)) {
      end += 1;
      while (end < typed.length && IN_LABEL.test(typed[end]!)) end += 1;
      labels += 1;
    }
    if (labels === 0) continue;
    found.push({ start, end });
    from = end;
  }
  return found;
}

/**
 * The tel: link of a phone number however it is typed, or null if it cannot be one: a UK number from 0 or +44 (9 or
 * 10 digits after the 0, as +44 and those digits), or another country's from + (9 to 15 digits, as typed).
 */
export function dialHref(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\u00a0()-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const uk = compact.startsWith('+44')
    ? compact.slice(3).replace(/^0/, '')
    : /^0/.test(compact)
      ? compact.slice(1)
      : null;
  if (uk !== null) return uk.length >= 9 && uk.length <= 10 ? `tel:+44${uk}` : null;
  return /^\+\d{9,15}$/.test(compact) ? `tel:${compact}` : null;
}

/** The mailto: link of an e-mail address, or null if it is not one (a name, an @, a host with a dot). */
export function mailHref(address: string): string | null {
  const trimmed = address.trim();
  const [only, ...more] = emailsIn(trimmed);
  return only && more.length === 0 && only.start === 0 && only.end === trimmed.length
    ? `mailto:${trimmed}`
    : null;
}

/**
 * The phone number in a run of digits: the whole run when it is one, or the run without a last group of one to three
 * digits that is a figure of its own after it ("01632 960 001 24 hours a day", "call 01632 960 001 2 rooms"); else
 * null. A longer run that is no number (a reference) is not cut until part of it is one.
 */
function numberIn(run: string): string | null {
  if (dialHref(run)) return run;
  const withoutFigure = /^(.*\d)[\s\u00a0]+\d{1,3}$/.exec(run)?.[1];
  return withoutFigure && dialHref(withoutFigure) ? withoutFigure : null;
}

// Web addresses as people type them: https:// and what follows up to a space, without the sentence's own stop or
// closing bracket after it. Only https, as for the links an editor makes (lib/kit/blocks.ts).
const WEB_ADDRESS = /https:\/\/[^\s<>"]+/g;

/** The web page `typed` names, if it is one: an https address with a host that has a dot. */
function webAddressIn(typed: string): string | null {
  const address = trimEnd(typed, '.,;:!?)]');
  try {
    return new URL(address).hostname.includes('.') ? address : null;
  } catch {
    return null;
  }
}

/**
 * Running text typed by someone else (an editor in the CMS): the same words, with any phone number, e-mail address or
 * https web address in them made a link (a web address shown by its host: "www.carehome.co.uk"). The text stays text;
 * only the links' targets are built, from the digits and the address alone.
 */
export function withContactLinks(typed: string): RichText {
  /** Each link found, where it starts and how much of the typed words it takes. */
  const found: { index: number; length: number; link: InlineLink }[] = [];
  for (const match of typed.matchAll(WEB_ADDRESS)) {
    const address = webAddressIn(match[0]);
    if (address) found.push({ index: match.index, length: address.length, link: web(address) });
  }
  for (const match of typed.matchAll(PHONE_LIKE)) {
    // The run may go on past the number into other figures ("call 01632 960 001 2 rooms"): only the number is a link.
    const number = numberIn(match[0]);
    if (number)
      found.push({
        index: match.index,
        length: number.length,
        link: { kind: 'phone', text: number, href: dialHref(number)! },
      });
  }
  for (const { start, end } of emailsIn(typed)) {
    const address = typed.slice(start, end);
    found.push({
      index: start,
      length: address.length,
      link: { kind: 'email', text: address, href: `mailto:${address}` },
    });
  }
  if (found.length === 0) return typed;

  const parts: Inline[] = [];
  let at = 0;
  // A link inside another (digits in a web address) is part of the first.
  for (const { index, length, link } of found.sort((a, b) => a.index - b.index)) {
    if (index < at) continue;
    if (index > at) parts.push(typed.slice(at, index));
    parts.push(link);
    at = index + length;
  }
  if (at < typed.length) parts.push(typed.slice(at));
  return parts;
}

/** The words as a reader sees them, links included: for keys, tests and anywhere that shows text only. */
export function plainText(rich: RichText): string {
  return typeof rich === 'string'
    ? rich
    : rich.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
