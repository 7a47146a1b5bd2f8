import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createModuleHooks } from '../../src/server/compose';

describe('composition root', () => {
  it('registers the order-paid and payment-cancelled handlers of the tables module', () => {
    const hooks = createModuleHooks(pino({ level: 'silent' }));
    expect(hooks.describe()).toEqual({
      orderPaid: ['settleTableSitting'],
      orderRefunded: [],
      orderCancelled: [],
      paymentCancelled: ['releaseTableCheckoutLock'],
    });
  });
});
