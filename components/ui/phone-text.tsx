import type { ReactNode } from 'react';

type PhoneTextProps = {
  /** A lead-in before the number ("Call"). */
  lead?: ReactNode;
  /** The number as people read it, its groups separated by spaces. */
  number: string;
};

/**
 * A phone number as text, after an optional lead-in. Where a line must break, it breaks after the area code, as
 * people write a number on two lines ("01632 / 960 418"): the lead-in and the area code may wrap, the local number
 * never breaks between its groups of digits. It is one element, so a flex button lays it out as one item that wraps,
 * rather than as words side by side that cannot.
 */
export function PhoneText({ lead, number }: PhoneTextProps) {
  const [areaCode, ...localNumber] = number.split(' ');
  // The spaces travel inside the text of the area code, never as text of their own: in the static HTML React keeps
  // separate pieces of text apart with a comment, and Chromium's accessibility tree drops a space that stands alone
  // after one, so screen readers heard "01632960 001".
  return (
    <span>
      {lead}
      {`${lead ? ' ' : ''}${areaCode}${localNumber.length ? ' ' : ''}`}
      <span className="nowrap">{localNumber.join(' ')}</span>
    </span>
  );
}
