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
  /** When its messages were all made and their writes began (a write batch: write-batch.ts), or null. */
  made: number | null;
  /** This thread's CPU time (µs: `process.threadCpuUsage`) at arrival and at the last send (null until then). */
  cpuAt: NodeJS.CpuUsage;
  cpuLast: NodeJS.CpuUsage | null;
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
  current = { topic, at, last: at, sends: 0, subscribers, made: null, cpuAt: process.threadCpuUsage(), cpuLast: null };
  events.push(current);
  if (events.length > LIMIT) events.shift();
}

/** The current event's messages are made and about to be written together (write-batch.ts). */
export function fanoutMade(): void {
  if (!enabled || !current || current.made !== null) return;
  current.made = performance.now();
}

/** `count` WebSocket messages (default 1) were handed to sockets. */
export function fanoutSent(count = 1): void {
  if (!enabled || !current) return;
  current.last = performance.now();
  current.sends += count;
  if (current.sends >= current.subscribers) {
    current.cpuLast = process.threadCpuUsage(current.cpuAt);
    current = null;
  }
}

/**
 * The recorded events, oldest first, then cleared: `{topic, subscribers, sends, ms, madeMs, cpuMs, systemMs}` —
 * ms: arrival to last send; madeMs: arrival to the start of the writes when they went as one batch, else
 * null; cpuMs: this thread's CPU time over `ms`, systemMs the part of it in the kernel (both null if not
 * every message was sent).
 */
export function takeFanoutEvents(): { topic: string; subscribers: number; sends: number; ms: number; madeMs: number | null; cpuMs: number | null; systemMs: number | null }[] {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const out = events.map((e) => ({
    topic: e.topic,
    subscribers: e.subscribers,
    sends: e.sends,
    ms: round(e.last - e.at),
    madeMs: e.made === null ? null : round(e.made - e.at),
    cpuMs: e.cpuLast ? round((e.cpuLast.user + e.cpuLast.system) / 1000) : null,
    systemMs: e.cpuLast ? round(e.cpuLast.system / 1000) : null,
  }));
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
