import { describe, expect, it } from 'vitest';
import { isPushStream, PUSH, pushStream, type PushSink } from './push-stream';

/** A source whose events the test fires by hand. */
function source<T>() {
  let emit!: (make: (arg: null) => T | PromiseLike<T>, arg: null) => void;
  let end!: () => void;
  let unsubscribed = 0;
  const stream = pushStream<T>((e, en) => {
    emit = e;
    end = en;
    return () => unsubscribed++;
  });
  return { stream, fire: (make: () => T | PromiseLike<T>) => emit(make, null), end: () => end(), unsubscribed: () => unsubscribed };
}

/** A sink that records what it was handed. */
function recorder<T>(take?: (v: T) => void | PromiseLike<void>) {
  const log: string[] = [];
  const sink: PushSink<T> = {
    next: (v) => {
      log.push(`next ${String(v)}`);
      return take?.(v);
    },
    error: (e) => log.push(`error ${(e as Error).message}`),
    complete: () => log.push('complete'),
  };
  return { log, sink };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('push stream, pulled as an async iterator', () => {
  it('hands values in order, a value made asynchronously holding the later ones, then ends on return()', async () => {
    const s = source<number>();
    expect(isPushStream(s.stream)).toBe(true);
    expect(isPushStream({ next() {} })).toBe(false);
    let release!: (v: number) => void;
    s.fire(() => 1);
    s.fire(() => new Promise<number>((r) => (release = r)));
    s.fire(() => 3);
    expect(await s.stream.next()).toEqual({ done: false, value: 1 });
    const second = s.stream.next();
    await tick();
    release(2);
    expect(await second).toEqual({ done: false, value: 2 });
    expect(await s.stream.next()).toEqual({ done: false, value: 3 });
    const waiting = s.stream.next();
    expect(await s.stream.return()).toEqual({ done: true, value: undefined });
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(s.unsubscribed()).toBe(1);
    s.fire(() => 4);
    expect(await s.stream.next()).toEqual({ done: true, value: undefined });
    await s.stream.return();
    expect(s.unsubscribed()).toBe(1);
  });

  it('ends with the error of a value that could not be made, after the values before it, and unsubscribes', async () => {
    const s = source<number>();
    s.fire(() => 1);
    s.fire(() => {
      throw new Error('lost');
    });
    s.fire(() => 3);
    expect(await s.stream.next()).toEqual({ done: false, value: 1 });
    await expect(s.stream.next()).rejects.toThrow('lost');
    expect(s.unsubscribed()).toBe(1);
  });

  it('ends after the values made before the source ended', async () => {
    const s = source<string>();
    s.fire(() => Promise.resolve('a'));
    s.end();
    expect(await s.stream.next()).toEqual({ done: false, value: 'a' });
    expect(await s.stream.next()).toEqual({ done: true, value: undefined });
    expect(s.unsubscribed()).toBe(1);
  });
});

describe('push stream with a sink', () => {
  it('hands a value made at once to the sink within the emit itself, queued values first', () => {
    const s = source<number>();
    s.fire(() => 1);
    const { log, sink } = recorder<number>();
    s.stream[PUSH](sink);
    expect(log).toEqual(['next 1']);
    s.fire(() => 2);
    // Synchronously: no promise turn between the event and the sink.
    expect(log).toEqual(['next 1', 'next 2']);
  });

  it('holds later values while a value is made or taken asynchronously, keeping their order', async () => {
    const s = source<number>();
    let settle!: () => void;
    const { log, sink } = recorder<number>((v) => (v === 2 ? new Promise<void>((r) => (settle = r)) : undefined));
    s.stream[PUSH](sink);
    let made!: (v: number) => void;
    s.fire(() => new Promise<number>((r) => (made = r)));
    s.fire(() => 2);
    s.fire(() => 3);
    expect(log).toEqual([]);
    made(1);
    await tick();
    expect(log).toEqual(['next 1', 'next 2']);
    settle();
    await tick();
    expect(log).toEqual(['next 1', 'next 2', 'next 3']);
    s.fire(() => 4);
    expect(log).toEqual(['next 1', 'next 2', 'next 3', 'next 4']);
  });

  it('tells the sink of an error (and unsubscribes) and of the end, and hands nothing after return()', async () => {
    const failing = source<number>();
    const a = recorder<number>();
    failing.stream[PUSH](a.sink);
    failing.fire(() => Promise.reject(new Error('database lost')));
    failing.fire(() => 2);
    await tick();
    expect(a.log).toEqual(['error database lost']);
    expect(failing.unsubscribed()).toBe(1);

    const ending = source<number>();
    const b = recorder<number>();
    ending.stream[PUSH](b.sink);
    ending.fire(() => Promise.resolve(1));
    ending.end();
    await tick();
    expect(b.log).toEqual(['next 1', 'complete']);

    const returned = source<number>();
    const c = recorder<number>();
    returned.stream[PUSH](c.sink);
    returned.fire(() => Promise.resolve(1));
    await returned.stream.return();
    returned.fire(() => 2);
    await tick();
    expect(c.log).toEqual([]);
    expect(returned.unsubscribed()).toBe(1);
  });

  it('a value queued before the sink came that the sink takes asynchronously holds the ones emitted after', async () => {
    const s = source<number>();
    s.fire(() => 1);
    let settle!: () => void;
    const { log, sink } = recorder<number>((v) => (v === 1 ? new Promise<void>((r) => (settle = r)) : undefined));
    s.stream[PUSH](sink);
    s.fire(() => 2);
    expect(log).toEqual(['next 1']);
    settle();
    await tick();
    expect(log).toEqual(['next 1', 'next 2']);
  });
});
