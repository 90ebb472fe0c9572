/**
 * Running text that holds links: plain words, and the phone numbers, e-mail addresses and web addresses a reader can
 * tap. Copy stays data (no HTML strings, nothing to escape or sanitise); components/ui/rich-text.tsx renders it.
 *
 * Write it with the `text` tag, so a paragraph reads as the sentence it is:
 *   text`call ${phone(site.phone)} or write to ${email(site.email)}.`
 */

/** A contact detail as lib/site.ts keeps it: what people read, and the link that dials or writes. */
type ContactDetail = { readonly display: string; readonly href: string };

export type InlineLink = {
  readonly kind: 'phone' | 'email' | 'web';
  readonly text: string;
  readonly href: string;
};

type Inline = string | InlineLink;

/** A paragraph or list item: plain text, or text with links in it. */
export type RichText = string | readonly Inline[];

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

/** The words as a reader sees them, links included: for keys, tests and anywhere that shows text only. */
export function plainText(rich: RichText): string {
  return typeof rich === 'string'
    ? rich
    : rich.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
