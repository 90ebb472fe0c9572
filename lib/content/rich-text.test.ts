import { describe, expect, it } from '@jest/globals';
import { email, phone, plainText, text, web, withContactLinks } from './rich-text';

const home = { display: '01632 960 418', href: 'tel:+441632960418' };
const inbox = { display: 'hello@example.org', href: 'mailto:hello@example.org' };

describe('text', () => {
  it('keeps words as one string and links as their own parts, in order', () => {
    expect(text`call ${phone(home)} or write to ${email(inbox)}.`).toEqual([
      'call ',
      { kind: 'phone', text: home.display, href: home.href },
      ' or write to ',
      { kind: 'email', text: inbox.display, href: inbox.href },
      '.',
    ]);
  });

  it('joins words and numbers in ${} into the words around them', () => {
    expect(
      text`within ${30} days, from ${'Ashford'}, at ${web('https://ico.org.uk/make-a-complaint/')}`,
    ).toEqual([
      'within 30 days, from Ashford, at ',
      { kind: 'web', text: 'ico.org.uk', href: 'https://ico.org.uk/make-a-complaint/' },
    ]);
  });

  it('leaves no empty words between links that touch', () => {
    expect(text`${phone(home)}${email(inbox)}`).toHaveLength(2);
  });
});

describe('plainText', () => {
  it('reads running text as a reader sees it', () => {
    expect(plainText(text`call ${phone(home)}.`)).toBe('call 01632 960 418.');
    expect(plainText('just words')).toBe('just words');
  });
});

describe('withContactLinks', () => {
  it('makes the phone numbers and e-mail addresses in typed text links, however the numbers are written', () => {
    expect(
      withContactLinks(
        'Ring 020 7946 0018, +44 (0)1632 960418 or 01632-960-418, or write to jo.b+care@example.org.',
      ),
    ).toEqual([
      'Ring ',
      { kind: 'phone', text: '020 7946 0018', href: 'tel:+442079460018' },
      ', ',
      { kind: 'phone', text: '+44 (0)1632 960418', href: 'tel:+441632960418' },
      ' or ',
      { kind: 'phone', text: '01632-960-418', href: 'tel:+441632960418' },
      ', or write to ',
      { kind: 'email', text: 'jo.b+care@example.org', href: 'mailto:jo.b+care@example.org' },
      '.',
    ]);
  });

  it('leaves text without contact details as it is, and markup as text', () => {
    expect(withContactLinks('Joined in 2019; 12 years in care.')).toBe('Joined in 2019; 12 years in care.');
    expect(plainText(withContactLinks('<a href="x">01632 960 418</a>'))).toBe(
      '<a href="x">01632 960 418</a>',
    );
  });

  it('links no run of digits that cannot be a UK number', () => {
    expect(withContactLinks('Reference 0123 456 789 012 345.')).toBe('Reference 0123 456 789 012 345.');
    expect(withContactLinks('Room 0 12 3.')).toBe('Room 0 12 3.');
  });
});
