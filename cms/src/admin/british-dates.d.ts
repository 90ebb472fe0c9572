// The types of british-dates.js, for the site's tests that import it (scripts/embedded-cms/british-dates.test.ts).
export const BRITISH: 'en-GB';
export function speakBritish(storage?: Storage): void;
export function typedDateProblem(text: string): string | null;
export function refuseImpossibleDates(doc?: Document): void;
