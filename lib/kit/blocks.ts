import { z } from 'zod';
import {
  dialHref,
  mailHref,
  withContactLinks,
  type InlineLink,
  type RichText,
  type TextBlock,
} from '@/lib/rich-text';

// Strapi's rich text ("blocks") as the site's own running text (lib/rich-text.ts): paragraphs, lists and
// subheadings, with bold words and links. What an editor writes stays text: no HTML passes through, a link goes only
// to a web page over https, a phone number or an e-mail address, and anything else (a picture, a link to elsewhere)
// is left out or kept as words, with a warning in the build's output.

type Warn = (message: string) => void;

const textNode = z.object({ type: z.literal('text'), text: z.string(), bold: z.boolean().optional() });
const linkNode = z.object({ type: z.literal('link'), url: z.string(), children: z.array(textNode) });
const inlineNodes = z.array(z.union([textNode, linkNode]));
const node = z.object({ type: z.string(), children: z.array(z.unknown()).optional() });

/** Strapi's blocks: an array of nodes, each checked as it is read. */
export const blocksSchema = z.array(z.unknown()).min(1, 'it is empty');

/**
 * The link an editor made, if the site may follow it: https to a named host, or a phone number or an e-mail address
 * by the same rules as the ones typed in words (lib/rich-text.ts).
 */
function linkOf(url: string, text: string): InlineLink | null {
  const href = url.trim();
  const scheme = /^(tel|mailto):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme) {
    const target = scheme === 'tel' ? dialHref(href.slice(4)) : mailHref(href.slice(7));
    return target ? { kind: scheme === 'tel' ? 'phone' : 'email', text, href: target } : null;
  }
  try {
    const parsed = new URL(href);
    if (parsed.protocol === 'https:' && !parsed.username && !parsed.password && parsed.hostname.includes('.'))
      return { kind: 'web', text, href: parsed.href };
  } catch {
    // Not an address at all: kept as words below.
  }
  return null;
}

/** A line of inline nodes as running text: words, bold words, links; typed phone numbers and addresses made links. */
function inlineText(children: unknown, where: string, warn: Warn): RichText {
  const parsed = inlineNodes.safeParse(children);
  if (!parsed.success) {
    warn(`cms: ${where}: left out words the site cannot read`);
    return '';
  }
  const parts: Exclude<RichText, string>[number][] = [];
  const addWords = (words: string) => {
    const typed = withContactLinks(words);
    for (const part of typeof typed === 'string' ? [typed] : typed) {
      const last = parts.at(-1);
      if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
      else if (part !== '') parts.push(part);
    }
  };
  for (const child of parsed.data) {
    if (child.type === 'text') {
      if (child.bold && child.text.trim()) parts.push({ kind: 'strong', text: child.text });
      else addWords(child.text);
      continue;
    }
    const words = child.children.map((part) => part.text).join('');
    const link = linkOf(child.url, words);
    if (link && words.trim()) parts.push(link);
    else {
      if (!link)
        warn(`cms: ${where}: a link to "${child.url}" is kept as words (only https, tel: and mailto: links)`);
      addWords(words);
    }
  }
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

const isEmpty = (text: RichText) =>
  typeof text === 'string' ? !text.trim() : text.every((part) => typeof part === 'string' && !part.trim());

/** How deep lists within lists are read; the CMS refuses deeper at save (lib/kit/rules.ts), so only old text has them. */
const MAX_LIST_DEPTH = 10;

/**
 * The items of a list, with the items of any list inside it, in order, down to MAX_LIST_DEPTH (deeper ones are left out
 * with a warning). Walked by a stack of its own, so that no depth of nesting can exhaust the call stack.
 */
function listItems(children: readonly unknown[], where: string, warn: Warn): RichText[] {
  const items: RichText[] = [];
  const stack = [{ nodes: children, next: 0, depth: 1 }];
  let warned = false;
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    if (frame.next >= frame.nodes.length) {
      stack.pop();
      continue;
    }
    const parsed = node.safeParse(frame.nodes[frame.next]);
    frame.next += 1;
    if (!parsed.success) continue;
    if (parsed.data.type === 'list') {
      if (frame.depth < MAX_LIST_DEPTH)
        stack.push({ nodes: parsed.data.children ?? [], next: 0, depth: frame.depth + 1 });
      else if (!warned) {
        warn(`cms: ${where}: left out lists within lists deeper than ${MAX_LIST_DEPTH}`);
        warned = true;
      }
      continue;
    }
    const item = inlineText(parsed.data.children, where, warn);
    if (!isEmpty(item)) items.push(item);
  }
  return items;
}

/**
 * An editor's rich text as the site's paragraphs, lists and subheadings.
 * @param where names the field in warnings, such as "fees-and-funding.deposit".
 */
export function textBlocks(blocks: readonly unknown[], where: string, warn: Warn): TextBlock[] {
  const out: TextBlock[] = [];
  for (const [index, raw] of blocks.entries()) {
    const parsed = node.safeParse(raw);
    const at = `${where}, block ${index + 1}`;
    if (!parsed.success) {
      warn(`cms: ${at}: left out a block the site cannot read`);
      continue;
    }
    const { type, children = [] } = parsed.data;
    switch (type) {
      case 'paragraph':
      case 'quote':
      case 'code': {
        const text = inlineText(children, at, warn);
        if (!isEmpty(text)) out.push({ kind: 'paragraph', text });
        break;
      }
      case 'heading': {
        const text = inlineText(children, at, warn);
        const words =
          typeof text === 'string'
            ? text
            : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
        if (words.trim()) out.push({ kind: 'heading', text: words.trim() });
        break;
      }
      case 'list': {
        const items = listItems(children, at, warn);
        const ordered = (raw as { format?: unknown }).format === 'ordered';
        if (items.length) out.push({ kind: 'list', ordered, items });
        break;
      }
      default:
        warn(
          `cms: ${at}: left out a block of type "${type}" (the site shows paragraphs, lists and headings)`,
        );
    }
  }
  return out;
}
