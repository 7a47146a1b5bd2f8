/**
 * The one bridge from nanostores to React: islands read stores through `useValue`, never importing
 * nanostores themselves. During hydration it returns the store's initial value (what the server
 * rendered), then the live value, so server and client markup agree.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

export function useValue<T>(store: ReadableAtom<T>): T {
  return useStore(store, { ssr: 'initial' });
}
