import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For an island that swaps a no-JavaScript link for its interactive button once React runs (see useHydrated): a
 * keyboard user may have reached the link before the scripts ran, on a slow phone, and the button takes the focus
 * over instead of leaving it on the page's body. Give `linkRef` to the link's ref and `toControl` to the button's.
 *
 * The link is asked whether it has the focus just after hydration, before the swap: React hydrates with the static
 * HTML's snapshot (a link), and re-renders with the browser's (a button) only after its layout effects have run.
 */
export function useFocusHandover(hydrated: boolean) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!hydrated) hadFocus.current = !!linkRef.current && document.activeElement === linkRef.current;
  }, [hydrated]);
  const toControl = useCallback((control: HTMLElement | null) => {
    if (control && hadFocus.current) control.focus();
    hadFocus.current = false;
  }, []);
  return { linkRef, toControl };
}
