/** The one source of time for the server; tests inject a fixed or stepping clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  nowMs(): number;
}

/** Seconds since the epoch, whole. */
export const nowSeconds = (clock: Clock): number => Math.floor(clock.nowMs() / 1000);

export const systemClock: Clock = { nowMs: () => Date.now() };
