import type { ReactNode } from 'react';
import type { DialogCloseProps, ModalDialogProps } from '@/lib/use-modal-dialog';
import { CloseIcon } from './icons';

// The markup of a native modal <dialog> that useModalDialog (lib/use-modal-dialog.ts) drives, as the mobile menu and
// the booking popup use it: the dialog named by its heading, and its Close button, which has the focus when it opens.
// Each takes the hook's props for it whole (`dialogProps`, `closeProps`), so that markup and behaviour stay wired.

/** The <dialog> itself; `onClose` gives the focus back, however it closed. */
export function ModalDialog({
  ref,
  onClick,
  titleId,
  onClose,
  className,
  children,
}: ModalDialogProps & {
  titleId: string;
  onClose: () => void;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <dialog ref={ref} className={className} aria-labelledby={titleId} onClose={onClose} onClick={onClick}>
      {children}
    </dialog>
  );
}

/** The dialog's Close button, with its icon and `children` as its words. */
export function DialogClose({
  ref,
  onClick,
  className,
  children,
}: DialogCloseProps & { className: string | undefined; children: ReactNode }) {
  return (
    <button ref={ref} type="button" className={className} onClick={onClick}>
      <CloseIcon />
      {children}
    </button>
  );
}
