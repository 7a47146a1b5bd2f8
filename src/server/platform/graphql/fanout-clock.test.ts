import { afterEach, describe, expect, it } from 'vitest';
import { fanoutSent, setFanoutClock, takeFanoutEvents, withFanoutClock } from './fanout-clock';

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
