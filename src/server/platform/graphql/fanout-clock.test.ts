import { afterEach, describe, expect, it } from 'vitest';
import { fanoutMade, fanoutSent, setFanoutClock, takeFanoutEvents, withFanoutClock } from './fanout-clock';

describe('fan-out clock', () => {
  afterEach(() => setFanoutClock(false));

  it('times an event from its dispatch to the send that reaches its last subscriber', () => {
    setFanoutClock(true);
    const target = withFanoutClock(new EventTarget());
    for (let i = 0; i < 3; i++) target.addEventListener('cart:T1', () => undefined);
    target.dispatchEvent(new Event('nobody:listens'));
    target.dispatchEvent(new Event('cart:T1'));
    fanoutSent();
    fanoutSent();
    fanoutSent();
    // A fourth message belongs to no event (the last one was complete).
    fanoutSent();
    const [e, ...rest] = takeFanoutEvents();
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ topic: 'cart:T1', subscribers: 3, sends: 3 });
    expect(e.ms).toBeGreaterThanOrEqual(0);
    expect(takeFanoutEvents()).toEqual([]);
  });

  it('records nothing while off', () => {
    const target = withFanoutClock(new EventTarget());
    target.addEventListener('cart:T1', () => undefined);
    target.dispatchEvent(new Event('cart:T1'));
    fanoutSent();
    setFanoutClock(true);
    expect(takeFanoutEvents()).toEqual([]);
  });
});

describe('fan-out clock: batched writes and CPU time', () => {
  afterEach(() => setFanoutClock(false));

  it('counts a batch of sends at once, and notes when the messages were made and the thread’s CPU time', () => {
    setFanoutClock(true);
    const target = withFanoutClock(new EventTarget());
    for (let i = 0; i < 4; i++) target.addEventListener('cart:T2', () => undefined);
    target.dispatchEvent(new Event('cart:T2'));
    // Some CPU work before the writes, so the thread's time moves.
    let x = 0;
    for (let i = 0; i < 2e6; i++) x += i % 7;
    expect(x).toBeGreaterThan(0);
    fanoutMade();
    fanoutMade(); // only the first mark counts
    fanoutSent(4);
    const [e] = takeFanoutEvents();
    expect(e).toMatchObject({ topic: 'cart:T2', subscribers: 4, sends: 4 });
    expect(e!.madeMs).not.toBeNull();
    expect(e!.madeMs!).toBeLessThanOrEqual(e!.ms);
    expect(e!.cpuMs).not.toBeNull();
    expect(e!.cpuMs!).toBeGreaterThan(0);
  });

  it('gives no CPU time for an event whose messages were not all sent, and no made mark without a batch', () => {
    setFanoutClock(true);
    const target = withFanoutClock(new EventTarget());
    for (let i = 0; i < 2; i++) target.addEventListener('cart:T3', () => undefined);
    target.dispatchEvent(new Event('cart:T3'));
    fanoutSent();
    const [e] = takeFanoutEvents();
    expect(e).toMatchObject({ sends: 1, madeMs: null, cpuMs: null });
  });
});
