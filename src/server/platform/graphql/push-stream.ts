/**
 * A subscription's event stream that can hand its values straight to a synchronous sink (issue 28 item 4:
 * "keep per-socket work out of the loop").
 *
 * graphql-ws pulls every value of every subscription through an async iterator: for one table change
 * reaching 1,000 phones that is, per phone, the pub/sub's queue, several promise turns in the stream and
 * in graphql-ws' `for await` and `emit.next`, before the socket's write. A push stream is still an async
 * iterator (for graphql-ws' usual path, for GraphQL over SSE, for tests), but a consumer that knows it
 * (the shared-subscription path, shared-subscriptions.ts) may instead take every value at once, in the
 * dispatch of the event itself: then a change reaches all sockets in one synchronous loop.
 *
 * Order is kept in both modes: a value whose making is asynchronous (a promise), or whose sink returns a
 * promise, holds the later values until it settles; they are made after it, in order.
 */

/** The key under which a push stream offers its values to a sink (see `PushStream`). */
export const PUSH = Symbol('platter.push');

/** What a push stream hands its values to. */
export interface PushSink<T> {
  /** One value; a promise returned holds the later values until it settles (order kept). */
  next(value: T): void | PromiseLike<void>;
  /** Making a value, or `next`, failed: the stream has ended with this error. */
  error(error: unknown): void;
  /** The source ended (the stream's `return()` does not call this). */
  complete(): void;
}

export interface PushStream<T> extends AsyncIterableIterator<T> {
  /**
   * Hands every value from now on to `sink` instead of through `next()` (values already queued first,
   * in order). Called at most once, and not mixed with `next()`.
   */
  [PUSH](sink: PushSink<T>): void;
  return(): Promise<IteratorResult<T>>;
}

/** Whether `x` is a push stream. */
export function isPushStream<T = unknown>(x: unknown): x is PushStream<T> {
  return typeof x === 'object' && x !== null && typeof (x as { [PUSH]?: unknown })[PUSH] === 'function';
}

const isThenable = (x: unknown): x is PromiseLike<unknown> => typeof (x as { then?: unknown } | null)?.then === 'function';

/**
 * A push stream over a source: `start(emit, end)` subscribes at once (no event is lost between the
 * subscribe resolver and the first value taken) and returns the function that unsubscribes, called once
 * on `return()`, on an error, or after `end()`. `emit(make, arg)` adds one value: `make(arg)` is called in order,
 * after every earlier value has been made and taken, and returns the value or a promise of it (a throw or
 * a rejection ends the stream with that error).
 */
export function pushStream<T>(start: (emit: <A>(make: (arg: A) => T | PromiseLike<T>, arg: A) => void, end: () => void) => () => void): PushStream<T> {
  let sink: PushSink<T> | null = null;
  /** Values made and not yet taken (pull mode, or before the sink came). */
  const queue: T[] = [];
  /** next() calls waiting for a value. */
  const waiting: { resolve(r: IteratorResult<T>): void; reject(e: unknown): void }[] = [];
  /** The value being made or taken asynchronously; later ones wait behind it. */
  let tail: Promise<void> | null = null;
  let done = false;
  let ended = false;
  let failure: { error: unknown } | null = null;
  let unsubscribe: (() => void) | null = null;

  const stop = () => {
    done = true;
    const u = unsubscribe;
    unsubscribe = null;
    u?.();
  };
  const fail = (error: unknown) => {
    if (done) return;
    stop();
    if (sink) return sink.error(error);
    failure = { error };
    for (const w of waiting.splice(0)) w.reject(error);
  };
  const finish = () => {
    ended = true;
    stop();
    if (sink) return sink.complete();
    if (queue.length === 0) for (const w of waiting.splice(0)) w.resolve({ done: true, value: undefined });
  };
  /** Values queued before the sink came, being handed to it: later values wait for them. */
  let gate: Promise<void> | null = null;
  /** Hands one made value on; returns the sink's promise, if any. */
  const take = (value: T): void | PromiseLike<void> => {
    if (done && !ended) return;
    if (gate) return gate.then(() => take(value));
    if (sink) return sink.next(value);
    const w = waiting.shift();
    if (w) w.resolve({ done: false, value });
    else queue.push(value);
  };
  /** Makes and takes one value; a promise while it is not done. */
  const run = <A>(make: (arg: A) => T | PromiseLike<T>, arg: A): void | Promise<void> => {
    try {
      const made = make(arg);
      const taken = isThenable(made) ? Promise.resolve(made).then(take) : take(made);
      if (isThenable(taken)) return Promise.resolve(taken).then(undefined, fail);
    } catch (e) {
      fail(e);
    }
  };
  const hold = (p: Promise<void>) => {
    tail = p;
    void p.then(() => {
      if (tail === p) tail = null;
    });
  };
  const emit = <A>(make: (arg: A) => T | PromiseLike<T>, arg: A) => {
    if (done) return;
    if (tail) return hold(tail.then(() => (done ? undefined : run(make, arg))));
    const r = run(make, arg);
    if (r) hold(r);
  };

  const stream: PushStream<T> = {
    next() {
      if (queue.length) return Promise.resolve({ done: false, value: queue.shift()! });
      if (failure) return Promise.reject(failure.error);
      if (done) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    async return() {
      stop();
      queue.length = 0;
      for (const w of waiting.splice(0)) w.resolve({ done: true, value: undefined });
      return { done: true, value: undefined };
    },
    [PUSH](s) {
      sink = s;
      const queued = queue.splice(0);
      const settle = () => {
        if (failure) s.error(failure.error);
        else if (ended) s.complete();
      };
      // The values made before the sink came go first, in order; a value a sink takes asynchronously
      // holds the rest (and every later value, through `take`) until it settles.
      const drain = (from: number): void | Promise<void> => {
        for (let i = from; i < queued.length; i++) {
          if (done && !ended) return;
          const r = s.next(queued[i]);
          if (isThenable(r)) return Promise.resolve(r).then(() => drain(i + 1));
        }
      };
      const r = drain(0);
      if (!r) return settle();
      const g: Promise<void> = r.then(
        () => {
          if (gate === g) gate = null;
          settle();
        },
        (e) => {
          if (gate === g) gate = null;
          fail(e);
        },
      );
      gate = g;
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  unsubscribe = start(emit, () => {
    if (done) return;
    if (tail) hold(tail.then(finish));
    else finish();
  });
  if (done) {
    // The source ended or failed while subscribing.
    const u = unsubscribe;
    unsubscribe = null;
    u();
  }
  return stream;
}
