import { Fragment } from 'react';
import { plainText, type InlineLink, type RichText, type TextBlock } from '@/lib/rich-text';
import { ExternalLink } from './external-link';
import { PhoneText } from './phone-text';
import styles from './rich-text.module.css';

function TextLink({ link }: { link: InlineLink }) {
  switch (link.kind) {
    case 'phone':
      return (
        <a href={link.href}>
          <PhoneText number={link.text} />
        </a>
      );
    case 'email': {
      // A long address may break after its @ first, and anywhere at all only if a part is wider than the line. The
      // label keeps its name whole: Chromium's accessibility tree reads the <wbr> as a space.
      const [mailbox, domain] = link.text.split('@');
      return (
        <a href={link.href} className={styles.address} aria-label={link.text}>
          {mailbox}@<wbr />
          {domain}
        </a>
      );
    }
    case 'web':
      return (
        <ExternalLink href={link.href} className={styles.address}>
          {link.text}
        </ExternalLink>
      );
  }
}

/** Running text from lib/content, with its phone numbers, e-mail and web addresses as links. */
export function RunningText({ value }: { value: RichText }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) =>
    typeof part === 'string' ? (
      // The parts of one sentence never move or change: their place is their identity.
      <Fragment key={index}>{part}</Fragment>
    ) : part.kind === 'strong' ? (
      <strong key={index}>{part.text}</strong>
    ) : (
      <TextLink key={index} link={part} />
    ),
  );
}

/**
 * Paragraphs, lists and subheadings an editor wrote in the CMS (lib/kit/blocks.ts), as the page's own elements.
 * `headingLevel` fits an editor's subheading into the page's outline, below the section it sits in.
 */
export function TextBlocks({
  blocks,
  headingLevel: Heading = 'h4',
}: {
  blocks: readonly TextBlock[];
  headingLevel?: 'h3' | 'h4';
}) {
  return blocks.map((block, index) => {
    // A block's words and place identify it: the blocks of a page never move once it is built.
    const key =
      `${index}:${block.kind === 'list' ? plainText(block.items[0] ?? '') : plainText(block.text)}`.slice(
        0,
        40,
      );
    switch (block.kind) {
      case 'heading':
        return <Heading key={key}>{block.text}</Heading>;
      case 'paragraph':
        return (
          <p key={key}>
            <RunningText value={block.text} />
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={key} className={styles.list}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RunningText value={item} />
              </li>
            ))}
          </List>
        );
      }
    }
  });
}
