import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createModuleHooks } from '../../src/server/compose';

describe('composition root', () => {
  it('registers the order-hook handlers of every module, in order (tables, loyalty, delivery, gift cards)', () => {
    const hooks = createModuleHooks(pino({ level: 'silent' }));
    expect(hooks.describe()).toEqual({
      orderPaid: ['settleTableSitting', 'earnLoyalty', 'queueCourierBooking', 'issueGiftCardsOfPurchase'],
      orderRefunded: ['reverseLoyalty'],
      orderCancelled: ['releaseVouchers', 'giveBackGiftCards'],
      paymentCancelled: ['releaseTableCheckoutLock'],
    });
  });
});
