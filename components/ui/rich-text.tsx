import { Fragment } from 'react';
import type { InlineLink, RichText as RichTextValue } from '@/lib/content/rich-text';
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
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) =>
    typeof part === 'string' ? (
      // The parts of one sentence never move or change: their place is their identity.
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <TextLink key={index} link={part} />
    ),
  );
}
