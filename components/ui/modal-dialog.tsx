import type { MouseEvent, ReactNode, RefObject } from 'react';
import { CloseIcon } from './icons';

// The markup of a native modal <dialog> that useModalDialog (lib/use-modal-dialog.ts) drives, as the mobile menu and
// the booking popup use it: the dialog named by its heading, and its Close button, which has the focus when it opens.

/** The <dialog> itself; `onClose` gives the focus back, however it closed. */
export function ModalDialog({
  dialogRef,
  onBackdropClick,
  className,
  titleId,
  onClose,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onBackdropClick: (event: MouseEvent<HTMLDialogElement>) => void;
  className: string | undefined;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdropClick}
    >
      {children}
    </dialog>
  );
}

/** The dialog's Close button, with its icon and `children` as its words. */
export function DialogClose({
  closeRef,
  onClose,
  className,
  children,
}: {
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <button ref={closeRef} type="button" className={className} onClick={onClose}>
      <CloseIcon />
      {children}
    </button>
  );
}
