import { describe, expect, it } from 'vitest';
import { createOrderHooks, type OrderHookEvent } from './hooks';
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
    expect(hooks.describe()).toEqual({ orderPaid: ['first', 'second'], orderRefunded: ['anonymous'], orderCancelled: [], paymentCancelled: [] });
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
