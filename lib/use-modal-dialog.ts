import { useCallback, useMemo, useRef, type MouseEvent } from 'react';

/**
 * A native modal <dialog> driven from React, as the mobile menu and the booking popup use it (its markup:
 * components/ui/modal-dialog.tsx). The browser gives the
 * dimmed backdrop, Escape, an inert page behind and focus kept inside; this adds what it does not:
 * - `open()` shows the dialog and puts the focus on its Close button (`closeRef`);
 * - `close()` closes it; every way of closing (Close, Escape, the backdrop) ends in the dialog's close event, where
 *   the caller gives the focus back;
 * - `onClick` closes it on a click on the backdrop, which is a click whose target is the dialog element itself (its
 *   content covers the rest).
 * `dialogProps` and `closeProps` wire the dialog and its Close button to these, as ModalDialog and DialogClose take them.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    closeRef.current?.focus();
  }, []);

  const close = useCallback(() => dialogRef.current?.close(), []);

  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
    [close],
  );

  const dialogProps = useMemo(
    () => ({
      ref: (dialog: HTMLDialogElement | null) => {
        dialogRef.current = dialog;
      },
      onClick,
    }),
    [onClick],
  );
  const closeProps = useMemo(
    () => ({
      ref: (button: HTMLButtonElement | null) => {
        closeRef.current = button;
      },
      onClick: close,
    }),
    [close],
  );

  return { open, close, dialogProps, closeProps };
}

export type ModalDialogProps = ReturnType<typeof useModalDialog>['dialogProps'];
export type DialogCloseProps = ReturnType<typeof useModalDialog>['closeProps'];
