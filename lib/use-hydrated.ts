import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the static HTML and during hydration, true once React runs in the browser. Lets an island swap a no-JS
 * fallback (a plain link) for its interactive control without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
