import { describe, expect, it } from '@jest/globals';
import {
  email,
  phone,
  plainText,
  text,
  web,
  withContactLinks,
  dialHref,
  mailHref,
  type RichText,
} from './rich-text';

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
    ).toEqual(
      text`Ring ${phone({ display: '020 7946 0018', href: 'tel:+442079460018' })}, ${phone({
        display: '+44 (0)1632 960418',
        href: 'tel:+441632960418',
      })} or ${phone({ display: '01632-960-418', href: 'tel:+441632960418' })}, or write to ${email({
        display: 'jo.b+care@example.org',
        href: 'mailto:jo.b+care@example.org',
      })}.`,
    );
  });

  it('makes an https web address a link shown by its host, without the sentence’s stop, and no other kind', () => {
    const listing = 'https://www.carehome.co.uk/carehome.cfm/searchazref/01632960418WEAA';
    expect(withContactLinks(`All 33 reviews are on carehome.co.uk: ${listing}.`)).toEqual([
      'All 33 reviews are on carehome.co.uk: ',
      { kind: 'web', text: 'www.carehome.co.uk', href: listing },
      '.',
    ]);
    // The digits inside it are part of the address, not a phone number; http and a host without a dot stay words.
    expect(withContactLinks('See http://example.org or https://localhost/x.')).toBe(
      'See http://example.org or https://localhost/x.',
    );
  });

  it('leaves text without contact details as it is, and markup as text', () => {
    expect(withContactLinks('Joined in 2019; 12 years in care.')).toBe('Joined in 2019; 12 years in care.');
    expect(plainText(withContactLinks('<a href="x">01632 960 418</a>'))).toBe(
      '<a href="x">01632 960 418</a>',
    );
  });

  it('links a number followed by a figure of its own, and leaves the figure as words', () => {
    for (const [typed, after] of [
      ['call 01632 960 418 about 2 rooms', ' about 2 rooms'],
      ['call 01632 960 418 2 rooms free', ' 2 rooms free'],
      ['Ring 01632 960 418 24 hours a day', ' 24 hours a day'],
      ['Ring +44 (0)1632 960418 7 days a week', ' 7 days a week'],
    ] as const) {
      const linked = withContactLinks(typed) as Exclude<RichText, string>;
      expect(linked.find((part) => typeof part !== 'string')).toMatchObject({ href: 'tel:+441632960418' });
      expect(linked.at(-1)).toBe(after);
      expect(plainText(linked)).toBe(typed);
    }
  });

  it('finds links in a time that grows with the text, not with its square, whatever the text', () => {
    // Shapes that make a pattern tried from every letter go back over the rest of the text: one long word above all
    // (a 100,000-letter word held the CMS for 10 s, a 200,000-letter one for 37 s). Each here is 1,000,000 characters;
    // in step with its length, each takes a few tens of milliseconds, and in step with its square, minutes. The bound
    // is between the two, far from both.
    const million = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000);
    for (const unit of ['a', '0', '0 ', 'a@', 'a.', 'a@a.', '@a.', 'a@a', '+44(', '0(', 'a-', '.@']) {
      const started = performance.now();
      withContactLinks(million(unit));
      expect([unit, performance.now() - started < 3_000]).toEqual([unit, true]);
    }
  }, 60_000);

  it('links the addresses in a run of them, each once', () => {
    expect(plainText(withContactLinks('a@b.co@d.org x@y.uk'))).toBe('a@b.co@d.org x@y.uk');
    const links = (withContactLinks('jo@home.org,sam@home.org') as Exclude<RichText, string>).filter(
      (part) => typeof part !== 'string',
    );
    expect(links).toEqual([
      { kind: 'email', text: 'jo@home.org', href: 'mailto:jo@home.org' },
      { kind: 'email', text: 'sam@home.org', href: 'mailto:sam@home.org' },
    ]);
  });

  it('links no run of digits that cannot be a UK number', () => {
    expect(withContactLinks('Reference 0123 456 789 012 345.')).toBe('Reference 0123 456 789 012 345.');
    expect(withContactLinks('Room 0 12 3.')).toBe('Room 0 12 3.');
  });
});

describe('the phone and e-mail rule, for typed words and for the links editors make', () => {
  it('dials a UK number however it is typed, and another country’s from its +', () => {
    for (const typed of ['01632 960418', '+44 (0)1632 960418', '+441632960418', ' 01632-960-418 '])
      expect(dialHref(typed)).toBe('tel:+441632960418');
    expect(dialHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
  });

  it('dials nothing that cannot be a number', () => {
    for (const typed of ['0123 456 789 012 345', '0 12 3', '123456789', '+12345', 'call us', '01632 96O418'])
      expect([typed, dialHref(typed)]).toEqual([typed, null]);
  });

  it('writes to an address with a name, an @ and a host with a dot, and to nothing else', () => {
    expect(mailHref('jo.b+care@example.org')).toBe('mailto:jo.b+care@example.org');
    for (const typed of ['jo@localhost', 'jo@example.org?subject=hi', 'jo example@x.org', '@example.org'])
      expect([typed, mailHref(typed)]).toEqual([typed, null]);
  });
});
