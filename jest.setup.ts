import '@testing-library/jest-dom/jest-globals';

// jsdom has <dialog> but not its modal behaviour. This stands in for the parts the islands rely on: showModal opens,
// close() closes once and fires "close", as browsers do. Escape and the inert page are the browser's and are
// covered by the end-to-end tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
