/**
 * The staff app's shared state (issue 23 item 1): the status toast and the live link to the venue's
 * event stream (`/staff/events`, server-sent events of `staffVenueChanged`). Islands subscribe with
 * `onStaffChange` and reload their data on each event; a 15 s poll covers a lost stream.
 */
import { atom, computed } from 'nanostores';

const toast = atom<{ text: string; at: number } | null>(null);
/** The current toast, or null. */
export const $staffToast = computed(toast, (v) => v);
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows `text` for 5 s. */
export function staffToast(text: string): void {
  toast.set({ text, at: Date.now() });
  clearTimeout(timer);
  timer = setTimeout(() => toast.set(null), 5000);
}

export type LiveState = 'connecting' | 'live' | 'reconnecting';
const live = atom<LiveState>('connecting');
/** The event stream's state. */
export const $staffLive = computed(live, (v) => v);

const listeners = new Set<() => void>();
let source: EventSource | null = null;
let poll: ReturnType<typeof setInterval> | undefined;

/**
 * Calls `reload` on every venue event and every 15 s; opens the stream on first use. Answers the
 * unsubscribe function.
 */
export function onStaffChange(reload: () => void): () => void {
  listeners.add(reload);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/staff/events');
    source.onopen = () => live.set('live');
    source.onmessage = () => listeners.forEach((f) => f());
    source.onerror = () => live.set('reconnecting');
    poll = setInterval(() => listeners.forEach((f) => f()), 15_000);
  }
  return () => {
    listeners.delete(reload);
    if (!listeners.size && source) {
      source.close();
      source = null;
      clearInterval(poll);
    }
  };
}
