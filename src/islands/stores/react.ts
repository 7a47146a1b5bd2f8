/**
 * The one bridge from nanostores to React: islands read stores through `useValue`, never importing
 * nanostores themselves. During hydration it returns the store's initial value (what the server
 * rendered), then the live value, so server and client markup agree.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * The store's value in a React island. `initial` is what the server renders (and hydration reads) for
 * a computed store, whose own initial value is undefined (e.g. 0 for the cart count, so the server never
 * writes 'undefined items'); without it the store's initial value is used.
 */
export function useValue<T>(store: ReadableAtom<T>, initial?: T): T {
  return useStore(store, { ssr: initial === undefined ? 'initial' : () => initial });
}
