/**
 * The island side of the pre-hydration tap queue (issue 28 item 1; the page side is
 * src/layouts/tap-queue.ts): `islandReady(name)` marks the island `name` ready, so taps inside
 * `[data-replay="<name>"]` reach its handlers from now on, and replays, in order, the taps held
 * before (their `aria-busy` cleared). Call it once the island's click handlers and state are in.
 * Browser only; a page without the queue script is left alone.
 */
interface TapQueue {
  q: HTMLElement[];
  ready: Record<string, boolean>;
}

/** Marks `name` ready and clicks again each button tapped inside `[data-replay="<name>"]` before now. */
export function islandReady(name: string): void {
  const taps = (window as { __platterTaps?: TapQueue }).__platterTaps;
  if (!taps || taps.ready[name]) return;
  taps.ready[name] = true;
  const mine = taps.q.filter((b) => b.closest('[data-replay]')?.getAttribute('data-replay') === name);
  for (const b of mine) taps.q.splice(taps.q.indexOf(b), 1);
  for (const b of mine) {
    b.removeAttribute('aria-busy');
    if (b.isConnected) b.click();
  }
}
