import { describe, expect, it } from '@jest/globals';
import { email, phone, plainText, text, web } from './rich-text';

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
