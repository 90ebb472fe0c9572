// Dates in the admin as people in the UK write them. The admin speaks British English (Strapi's own "en-GB"): its
// lists, edit views and calendars say 28/11/2026 and "Saturday 28 November 2026", weeks start on Monday, and a date is
// typed day/month/year. Strapi's date field takes what it can of a typed date and keeps the rest from the date it
// showed before (typed in the wrong order, 11/28/2026 became 11 January): so a typed date that has no such day or month
// is refused where it is typed, said in words beside the field, and never reaches the form (tested in
// scripts/embedded-cms/british-dates.test.ts, and in a real browser in scripts/server/rebuild.e2e.test.ts).

/** Where Strapi keeps the admin's language in the browser (its reducer's LANGUAGE_LOCAL_STORAGE_KEY). */
const LANGUAGE_KEY = 'strapi-admin-language';
export const BRITISH = 'en-GB';
const EXAMPLE = 'like 28/11/2026';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Makes British English the admin's language for anyone who has not chosen another: Strapi's default is "en", whose
 * dates are American. Runs before the admin reads it (register, before render).
 */
export function speakBritish(storage = window.localStorage) {
  const chosen = storage.getItem(LANGUAGE_KEY);
  if (!chosen || chosen === 'en') storage.setItem(LANGUAGE_KEY, BRITISH);
}

/**
 * What is wrong with a date as typed so far, read as day/month/year, in words for the editor; null while it is, or may
 * still become, a date. A part counts once it has two digits or the editor has typed the slash after it.
 */
export function typedDateProblem(text) {
  const parts = text.trim().split('/');
  if (parts.length > 3 || parts.some((part) => !/^\d*$/.test(part)))
    return `Type the date as day/month/year, ${EXAMPLE}.`;
  const [day, month, year] = parts;
  const complete = (part, index) => part !== undefined && (part.length >= 2 || index < parts.length - 1);
  if (complete(day, 0) && (Number(day) < 1 || Number(day) > 31))
    return `No month has a day ${day}: type the date as day/month/year, ${EXAMPLE}.`;
  if (complete(month, 1) && (Number(month) < 1 || Number(month) > 12))
    return `There is no month ${month}: type the date as day/month/year, ${EXAMPLE}.`;
  if (year !== undefined && year.length === 4 && complete(month, 1)) {
    const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    if (Number(day) > days) return `${MONTHS[Number(month) - 1]} ${year} has ${days} days: check the day.`;
  }
  return null;
}

/** Whether an element is the text box of Strapi's date field (its design system's DatePicker): day/month/year. */
const isDateBox = (element) =>
  element instanceof HTMLInputElement &&
  element.getAttribute('role') === 'combobox' &&
  element.inputMode === 'numeric' &&
  (element.getAttribute('pattern') ?? '').includes('\\d{4}');

/**
 * Hides the date box's calendar while what is typed is refused, and shows it again once it is a date: open below the
 * box as she types, it covered the words that say what is wrong, and showed a month guessed from the wrong parts
 * (12/25/2026 showed January). Once the typed words are a date, the calendar shows that date. A style rule on the
 * calendar's id (the box's aria-controls), since the calendar is made anew each time it opens.
 */
function hideCalendar(box, hidden) {
  const calendar = box.getAttribute('aria-controls');
  if (!calendar) return;
  const id = `${calendar}-hidden-while-refused`;
  const rule = box.ownerDocument.getElementById(id);
  if (!hidden) {
    rule?.remove();
    return;
  }
  if (rule) return;
  const style = box.ownerDocument.createElement('style');
  style.id = id;
  style.textContent = `[id=${JSON.stringify(calendar)}] { display: none !important; }`;
  box.ownerDocument.head.append(style);
}

/** Says `problem` beside the date box, or takes the saying away when there is none. */
function sayProblem(box, problem) {
  const id = `${box.id || box.name || 'date'}-refused`;
  let said = box.ownerDocument.getElementById(id);
  hideCalendar(box, Boolean(problem));
  if (!problem) {
    said?.remove();
    box.removeAttribute('aria-invalid');
    delete box.dataset.refused;
    return;
  }
  if (!said) {
    said = box.ownerDocument.createElement('p');
    said.id = id;
    said.setAttribute('role', 'alert');
    Object.assign(said.style, { margin: '4px 0 0', color: '#b72b1a', fontSize: '14px', fontWeight: '600' });
    // After the field's box (the picker's trigger), inside the field, where Strapi puts its own errors.
    (box.closest('[role="group"]') ?? box.parentElement).insertAdjacentElement('afterend', said);
  }
  said.textContent = problem;
  box.setAttribute('aria-invalid', 'true');
  box.setAttribute('aria-describedby', [box.getAttribute('aria-describedby'), id].filter(Boolean).join(' '));
  box.dataset.refused = 'true';
}

/**
 * Refuses, in `doc`, a typed date that is not one before Strapi's date field takes it: the field sees the words as
 * typed (so it shows them as typed), but leaving the box and Enter, which would set the form to the date it guessed,
 * are kept from it while the editor's words say what is wrong, so the form keeps the date it had; and Save and Publish
 * wait, taking the editor back to the date, until it is one. Once the words are a date, the field reads them whole.
 */
export function refuseImpossibleDates(doc = document) {
  doc.addEventListener(
    'input',
    (event) => {
      if (isDateBox(event.target)) sayProblem(event.target, typedDateProblem(event.target.value));
    },
    true,
  );
  const holdWhileRefused = (event) => {
    if (!isDateBox(event.target) || !event.target.dataset.refused) return;
    if (event.type === 'keydown' && event.key !== 'Enter') return;
    event.stopImmediatePropagation();
    if (event.type === 'keydown') event.preventDefault();
  };
  doc.addEventListener('focusout', holdWhileRefused, true);
  doc.addEventListener('keydown', holdWhileRefused, true);
  const waitForTheDate = (event) => {
    const refused = doc.querySelector('input[data-refused]');
    if (!refused) return;
    if (event.type === 'click') {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !/^(Save|Publish)\b/.test(button.textContent.trim())) return;
    }
    event.stopImmediatePropagation();
    event.preventDefault();
    refused.focus();
  };
  doc.addEventListener('click', waitForTheDate, true);
  doc.addEventListener('submit', waitForTheDate, true);
}
