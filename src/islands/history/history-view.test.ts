import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../api/order-types';
import { buildHistory } from './history-view';

function order(tradeid: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 1, seqnum: 4, type: 2, source: 40, category_type: 3, category_name: 'Take Away', paytime: 0, status: 1,
    venue_cover: '', venue_id: 1, venue_code: 'cafe', venue_name: 'Cafe', tradeid, created_at: 100, validtime: 0,
    feetotal: 1100, feediscount: 100, feedelivery: 0, feesurcharge: 0, feetax: 100, feetaxes: JSON.stringify([{ attr: 0, name: 'VAT', rate: 0.1, subTotal: 1000, tax: 100 }]),
    res: [], statustime: [{ id: 1, status: 1, datetime: 100, extra: '' }], refund_orders: [], order_number: 'OT-004',
    ...overrides,
  } as OrderSummary;
}

describe('the order history (orders-and-payments.md §2.2)', () => {
  const unpaid = order('P000000aaaa', { created_at: 300 });
  const paid = order('P000000bbbb', { status: 2, paytime: 200, created_at: 50, statustime: [{ id: 1, status: 1, datetime: 50, extra: '' }, { id: 2, status: 2, datetime: 200, extra: '' }, { id: 3, status: 21, datetime: 210, extra: '' }] });
  const refunded = order('P000000cccc', { status: 3, paytime: 400, statustime: [{ id: 1, status: 1, datetime: 1, extra: '' }, { id: 2, status: 24, datetime: 5, extra: '' }] });

  it('sorts newest first by payment time when paid or refunded, else by creation', () => {
    expect(buildHistory([paid, unpaid, refunded], 'all').map((r) => r.tradeid)).toEqual(['P000000cccc', 'P000000aaaa', 'P000000bbbb']);
  });

  it('the Refunded tab holds refunded orders only', () => {
    expect(buildHistory([paid, unpaid, refunded], 'refunded').map((r) => r.tradeid)).toEqual(['P000000cccc']);
  });

  it('rows: amount (negative when refunded), transaction id, time line, badge and order again', () => {
    const [r, u, p] = buildHistory([paid, unpaid, refunded], 'all');
    expect(u).toMatchObject({ amount: 1100, transactionId: 'aaaa', time: { labelKey: 'orderTime', at: 300 }, badge: 0, canOrderAgain: false, orderNumber: 'OT-004' });
    expect(p).toMatchObject({ amount: 1100, time: { labelKey: 'paymentTime', at: 200 }, paymentKey: 'paid', canOrderAgain: true });
    expect(r).toMatchObject({ amount: -1100, refunded: true, badge: 2, canOrderAgain: true });
  });
});
