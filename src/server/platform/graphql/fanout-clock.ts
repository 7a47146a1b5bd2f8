/**
 * The fan-out clock (issue 15: "a table cart change reaches 1,000 subscribed phones with p95 ≤ 10 ms in
 * the server"): for each event this process's pub/sub delivers to subscribers, the time from its arrival
 * (the local dispatch to the subscribed sockets' streams) until as many WebSocket messages as it had
 * subscribers have been handed to sockets. A bench instrument: messages are counted against the latest
 * event with subscribers, so figures are meant for one event at a time (as `npm run bench` sends them),
 * not for overlapping traffic. Off unless `FANOUT_CLOCK=true`; read on `GET /internal/fanout-clock`
 * from loopback only.
 */
import { getEventListeners } from 'node:events';

/** One event: arrival and last send (`performance.now()` ms), messages sent after it. */
export interface FanoutEvent {
  topic: string;
  at: number;
  last: number;
  sends: number;
  /** Subscribers when it arrived. */
  subscribers: number;
}

const LIMIT = 1_000;
const events: FanoutEvent[] = [];
let enabled = false;
let current: FanoutEvent | null = null;

/** Turns the clock on or off (off: every call below does nothing). */
export function setFanoutClock(on: boolean): void {
  enabled = on;
  if (!on) {
    events.length = 0;
    current = null;
  }
}

/** An event of `topic` arrived and is about to be dispatched to its `subscribers` in this process. */
export function fanoutArrived(topic: string, subscribers: number): void {
  if (!enabled || subscribers === 0) return;
  const at = performance.now();
  current = { topic, at, last: at, sends: 0, subscribers };
  events.push(current);
  if (events.length > LIMIT) events.shift();
}

/** A WebSocket message was handed to a socket. */
export function fanoutSent(): void {
  if (!enabled || !current) return;
  current.last = performance.now();
  current.sends += 1;
  if (current.sends >= current.subscribers) current = null;
}

/** The recorded events, oldest first, as `{topic, subscribers, sends, ms}` (ms: arrival to last send), then cleared. */
export function takeFanoutEvents(): { topic: string; subscribers: number; sends: number; ms: number }[] {
  const out = events.map((e) => ({ topic: e.topic, subscribers: e.subscribers, sends: e.sends, ms: Math.round((e.last - e.at) * 1000) / 1000 }));
  events.length = 0;
  current = null;
  return out;
}

/** On a listener that stands for several subscribers (one listener calling a list): how many, now. */
const SUBSCRIBERS = Symbol('platter.fanout.subscribers');

/** Marks `listener` (added to a clocked target) as standing for `count()` subscribers, not one. */
export function countsAsSubscribers(listener: object, count: () => number): void {
  (listener as { [SUBSCRIBERS]?: () => number })[SUBSCRIBERS] = count;
}

/**
 * `target` whose `dispatchEvent` first tells the clock (the event target the pub/sub delivers through:
 * in memory, or the PostgreSQL listener's local target).
 */
export function withFanoutClock<T extends EventTarget>(target: T): T {
  const dispatch = target.dispatchEvent.bind(target);
  target.dispatchEvent = (event: Event) => {
    if (enabled) fanoutArrived(event.type, getEventListeners(target, event.type).reduce((n, l) => n + ((l as { [SUBSCRIBERS]?: () => number })[SUBSCRIBERS]?.() ?? 1), 0));
    return dispatch(event);
  };
  return target;
}
