import { describe, expect, it } from 'vitest';
import { createAppHooks, createExtensionPoint, createOrderHooks, type OrderHookEvent } from './hooks';
import type { Db } from './db/client';

const event: OrderHookEvent = { order: { id: 1, tradeid: 'P1', venueId: 2, userId: null, tableId: null, source: 1, feetopay: 500 }, nowMs: 0 };
const exec = {} as Db;

describe('order hooks', () => {
  it('runs the handlers of a hook in registration order, inside the caller, and returns their after-commit work', async () => {
    const hooks = createOrderHooks<string>();
    const seen: string[] = [];
    hooks.on('orderPaid', async function first(_x, e, deps) {
      seen.push(`first ${e.order.tradeid} ${deps}`);
      return async () => void seen.push('after first');
    });
    hooks.on('orderPaid', async function second() {
      seen.push('second');
    });
    hooks.on('orderRefunded', async () => void seen.push('not this one'));
    const after = await hooks.run('orderPaid', exec, event, 'deps');
    expect(seen).toEqual(['first P1 deps', 'second']);
    await after();
    expect(seen).toEqual(['first P1 deps', 'second', 'after first']);
    expect(hooks.describe()).toEqual({ orderPaid: ['first', 'second'], orderRefunded: ['anonymous'], orderCancelled: [], paymentCancelled: [], paymentFailed: [] });
  });

  it("lets a handler's error abort the caller (its transaction) and reports after-commit failures without throwing", async () => {
    const failures: string[] = [];
    const hooks = createOrderHooks<null>((e, name) => failures.push(`${name}: ${(e as Error).message}`));
    hooks.on('orderCancelled', async () => {
      throw new Error('no');
    });
    await expect(hooks.run('orderCancelled', exec, event, null)).rejects.toThrow('no');
    hooks.on('orderPaid', async () => async () => {
      throw new Error('publish failed');
    });
    await (await hooks.run('orderPaid', exec, event, null))();
    expect(failures).toEqual(['orderPaid: publish failed']);
  });
});

describe('extension points', () => {
  it('keeps contributions in registration order; one with the key of an earlier one replaces it in place', () => {
    const point = createExtensionPoint<{ kind: string; n: number }>('tenders', (t) => t.kind);
    point.add({ kind: 'a', n: 1 });
    point.add({ kind: 'b', n: 2 });
    point.add({ kind: 'a', n: 3 });
    expect(point.list()).toEqual([
      { kind: 'a', n: 3 },
      { kind: 'b', n: 2 },
    ]);
    const handlers = createExtensionPoint<() => void>('accountErased');
    const h = () => {};
    handlers.add(h);
    handlers.add(h);
    expect(handlers.list()).toEqual([h]);
  });

  it('gives each app its own points and slots, empty at first', () => {
    const one = createAppHooks<null>();
    const two = createAppHooks<null>();
    one.deliveryFee.set(async function quote() {
      return { ok: true, value: { quote: 5 } };
    });
    one.tenders.add({ kind: 'gift_card', release: async () => 0, refund: async () => 0 });
    expect(one.describeExtensions()).toMatchObject({ deliveryFee: ['quote'], tenders: ['gift_card'] });
    expect(two.describeExtensions()).toEqual({ discountSources: [], deliveryFee: [], tenders: [], accountErased: [], memberRegistered: [], paymentRecords: [], roundSent: [] });
    expect(two.deliveryFee.get()).toBeNull();
  });
});
