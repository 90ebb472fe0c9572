/** @jest-environment jsdom */
// The admin's dates as people in the UK write them (cms/src/admin/british-dates.js): British English unless an editor
// chose another language, and a typed date with no such day or month refused before Strapi's date field can guess.
// The same in the real admin, in a real browser: scripts/server/rebuild.e2e.test.ts.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { refuseImpossibleDates, speakBritish, typedDateProblem } from '../../cms/src/admin/british-dates.js';

describe('the admin’s language', () => {
  afterEach(() => localStorage.clear());

  it('is British English for an editor who has chosen none, or Strapi’s American default', () => {
    speakBritish();
    expect(localStorage.getItem('strapi-admin-language')).toBe('en-GB');
    localStorage.setItem('strapi-admin-language', 'en');
    speakBritish();
    expect(localStorage.getItem('strapi-admin-language')).toBe('en-GB');
  });

  it('stays another language an editor chose', () => {
    localStorage.setItem('strapi-admin-language', 'fr');
    speakBritish();
    expect(localStorage.getItem('strapi-admin-language')).toBe('fr');
  });
});

describe('a date as typed, read as day/month/year', () => {
  it.each([
    '28/11/2026',
    '1/2/2026',
    '29/02/2028',
    '31/12/2026',
    '2',
    '28',
    '28/',
    '28/1',
    '28/11',
    '28/11/2',
    '',
  ])('%p is, or may yet become, a date', (typed) => expect(typedDateProblem(typed)).toBeNull());

  it.each([
    ['11/28/2026', 'There is no month 28: type the date as day/month/year, like 28/11/2026.'],
    ['32/01/2026', 'No month has a day 32: type the date as day/month/year, like 28/11/2026.'],
    ['00/01/2026', 'No month has a day 00: type the date as day/month/year, like 28/11/2026.'],
    ['3/0/', 'There is no month 0: type the date as day/month/year, like 28/11/2026.'],
    ['31/04/2026', 'April 2026 has 30 days: check the day.'],
    ['29/02/2026', 'February 2026 has 28 days: check the day.'],
    ['28-11-2026', 'Type the date as day/month/year, like 28/11/2026.'],
    ['28/11/2026/1', 'Type the date as day/month/year, like 28/11/2026.'],
  ])('%p is refused, saying why', (typed, problem) => expect(typedDateProblem(typed)).toBe(problem));
});

describe('a date field of the admin', () => {
  /** Strapi's date box as its design system draws it (en-GB), inside a field, with a listener where React's is. */
  function dateField() {
    document.body.innerHTML =
      '<form><div role="group"><input id="when" role="combobox" inputmode="numeric" ' +
      'pattern="\\d{2}\\/\\d{2}\\/\\d{4}"></div><button type="button">Save</button></form>';
    const box = document.querySelector('input')!;
    const field = { read: jest.fn(), left: jest.fn(), entered: jest.fn(), saved: jest.fn() };
    document.body.addEventListener('input', field.read);
    document.body.addEventListener('focusout', field.left);
    document.body.addEventListener('keydown', field.entered);
    document.querySelector('button')!.addEventListener('click', field.saved);
    return { box, field };
  }
  const type = (box: HTMLInputElement, text: string) => {
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };

  refuseImpossibleDates(document);

  it('reads a date written day/month/year, and says nothing', () => {
    const { box, field } = dateField();
    type(box, '28/11/2026');
    expect(field.read).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('keeps a date written month first from the form, says why beside it, and holds Save until it is one', () => {
    const { box, field } = dateField();
    type(box, '11/28/2026');
    // The field sees the words (and shows them as typed), but nothing that would set the form's date.
    expect(field.read).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const said = document.querySelector('[role="alert"]')!;
    expect(said.textContent).toBe('There is no month 28: type the date as day/month/year, like 28/11/2026.');
    expect(box.getAttribute('aria-describedby')).toContain(said.id);
    box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(field.left).not.toHaveBeenCalled();
    document.querySelector('button')!.click();
    expect(field.saved).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(box);

    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(field.entered).not.toHaveBeenCalled();

    type(box, '28/11/2026');
    expect(field.read).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(field.entered).toHaveBeenCalledTimes(1);
    document.querySelector('button')!.click();
    expect(field.saved).toHaveBeenCalledTimes(1);
  });

  it('hides the calendar while the typed date is refused, and shows it again, on that date, once it is one', () => {
    const { box } = dateField();
    box.setAttribute('aria-controls', 'radix-:r7:');
    // The calendar as the design system opens it under the box, with the id the box names.
    const calendar = document.createElement('div');
    calendar.id = 'radix-:r7:';
    calendar.setAttribute('role', 'dialog');
    document.body.append(calendar);
    const shown = () => getComputedStyle(calendar).display !== 'none';
    expect(shown()).toBe(true);
    type(box, '12/25/2026');
    expect(shown()).toBe(false);
    // Made anew, as when she closes and opens it again while the words are still wrong: hidden too.
    calendar.remove();
    document.body.append(calendar);
    expect(shown()).toBe(false);
    type(box, '25/12/2026');
    expect(shown()).toBe(true);
    expect(document.querySelectorAll('style[id$="-hidden-while-refused"]')).toHaveLength(0);
  });

  it('leaves every other box alone', () => {
    document.body.innerHTML = '<input id="name">';
    const box = document.querySelector('input')!;
    const read = jest.fn();
    document.body.addEventListener('input', read);
    type(box, '11/28/2026');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
