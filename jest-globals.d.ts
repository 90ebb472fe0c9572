// Next's SWC transform hoists jest.mock() only when it is called on the global `jest`, not on the one imported from
// @jest/globals. Tests therefore use the global for mocks; this gives it the same types.
declare const jest: typeof import('@jest/globals').jest;
