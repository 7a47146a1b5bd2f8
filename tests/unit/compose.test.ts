import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createModuleHooks } from '../../src/server/compose';
import type { Tender } from '../../src/server/platform/hooks';

const logger = pino({ level: 'silent' });

describe('composition root', () => {
  it('registers the order-hook handlers of every module, in order (tables, loyalty, delivery, gift cards, kitchen)', () => {
    const hooks = createModuleHooks(logger);
    expect(hooks.describe()).toEqual({
      orderPaid: ['settleTableSitting', 'settleTableShare', 'earnLoyalty', 'spendVouchers', 'queueCourierBooking', 'issueGiftCardsOfPurchase', 'makeOrderTickets'],
      orderRefunded: ['reopenShareOnRefund', 'reverseLoyalty'],
      orderCancelled: ['releaseVouchers', 'cancelCourierWithOrder', 'giveBackGiftCards'],
      paymentCancelled: ['releaseTableCheckoutLock', 'releaseCancelledShare'],
      paymentFailed: ['releaseRefusedShare', 'lapseVouchers'],
    });
  });

  it('fills the named extension points of the app being built', () => {
    const hooks = createModuleHooks(logger);
    expect(hooks.describeExtensions()).toEqual({
      discountSources: ['vouchers'],
      deliveryFee: ['storedCourierQuote'],
      tenders: ['loyalty_credits', 'gift_card'],
      accountErased: ['eraseLoyalty', 'forgetDeliveryAddresses', 'forgetGiftCardSender', 'deidentifyUserOrders', 'forgetReceiptEmails', 'forgetStoredCards'],
      memberRegistered: ['welcomeMember'],
      paymentRecords: ['payments'],
      roundSent: ['makeRoundTickets'],
    });
  });

  it('keeps each app\'s registrations to itself: two apps built in one process share none', () => {
    const first = createModuleHooks(logger);
    const second = createModuleHooks(logger);
    expect(second.describeExtensions()).toEqual(first.describeExtensions());
    for (const name of ['discountSources', 'tenders', 'accountErased', 'memberRegistered'] as const) expect(second[name]).not.toBe(first[name]);

    const extra: Tender = { kind: 'test_voucher', release: async () => 0, refund: async () => 0 };
    first.tenders.add(extra);
    first.discountSources.add({ name: 'test_source', load: async () => ({ ok: true, value: [] }), claim: async () => ({ ok: true, value: true }), release: async () => {} });
    first.accountErased.add(async function eraseTestCopies() {});
    first.deliveryFee.set(async function testQuote() {
      return { ok: true, value: { quote: 1 } };
    });
    first.on('orderPaid', async function testPaid() {});

    expect(first.describeExtensions()).toMatchObject({ tenders: ['loyalty_credits', 'gift_card', 'test_voucher'], discountSources: ['vouchers', 'test_source'], deliveryFee: ['testQuote'] });
    expect(first.describeExtensions().accountErased).toContain('eraseTestCopies');
    expect(second.describeExtensions()).toEqual(createModuleHooks(logger).describeExtensions());
    expect(second.tenders.list().map((t) => t.kind)).toEqual(['loyalty_credits', 'gift_card']);
    expect(second.deliveryFee.get()?.name).toBe('storedCourierQuote');
    expect(second.describe().orderPaid).not.toContain('testPaid');
  });
});
