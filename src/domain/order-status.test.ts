import { describe, it, expect } from 'vitest';
import {
  appendEvent,
  buildStatusSteps,
  canCompleteDelivery,
  canTransition,
  courierStatusKey,
  expectedDeliveryWindow,
  expectedSteps,
  formatOrderTime,
  isListedAsRefunded,
  isOrderEditable,
  isOrderFinished,
  isRefunded,
  latestEvent,
  nextEvents,
  orderActions,
  orderHistorySortKey,
  orderHistoryTime,
  orderStage,
  ORDER_TRANSITIONS,
  paymentBadgeClass,
  paymentStatusKey,
  readEventExtra,
  sortOrderHistory,
  statusLabel,
  toEpochSeconds,
  type StatusStepsInput,
} from './order-status';
import type { StatusEvent } from './types';

/** Events from statuses, one minute apart from t = 1000 s. */
const ev = (...statuses: number[]): StatusEvent[] => statuses.map((status, i) => ({ datetime: 1000 + i * 60, status }));

describe('payment status (orders-and-payments.md §4.1)', () => {
  it.each([
    [1, [], 'unpaid'],
    [2, [], 'paid'],
    [2, ev(1, 2, 24), 'refunded'],
    [2, ev(1, 24, 25), 'refunded'],
    [3, [], 'refunded'],
    [5, [], 'canceled'],
    [11, [], 'refunding'],
    [12, [], 'paying'],
    [7, [], 'unknown'],
  ])('status %i with events %j means %s', (status, events, key) => {
    expect(paymentStatusKey(status, events)).toBe(key);
  });

  it.each([
    [{ status: 3, statustime: [] }, true],
    [{ status: 2, statustime: ev(1, 24, 2) }, true],
    [{ status: 2, statustime: ev(1, 2) }, false],
    [{ status: 2 }, false],
  ])('%j counts as refunded: %s', (order, refunded) => {
    expect(isRefunded(order)).toBe(refunded);
  });

  it.each([
    [{ status: 2, statustime: [], refund_orders: [{ tradeid: 'r', status: 3 }] }, true],
    [{ status: 2, statustime: [], refund_orders: [] }, false],
    [{ status: 2, statustime: [], refund_orders: null }, false],
    [{ status: 3, statustime: [] }, true],
  ])("%j is in the 'Refunded' tab (§2.2): %s", (order, listed) => {
    expect(isListedAsRefunded(order)).toBe(listed);
  });
});

describe('latest event (§4.2: the last event that is not 25)', () => {
  it.each([
    [ev(1, 21, 25), 21],
    [ev(25, 25), undefined],
    [[], undefined],
    [null, undefined],
  ])('of %j is %s', (events, status) => {
    expect(latestEvent(events)?.status).toBe(status);
  });
});

describe('statusLabel (orders-and-payments.md §4.2)', () => {
  const base = { source: 40, paymentStatus: 1, categoryType: 3 };
  it.each([
    ['1 from source 51', { events: ev(1), source: 51 }, 'awaitingAcceptance'],
    ['1 from source 41, paid', { events: ev(1), source: 41, paymentStatus: 2 }, 'awaitingAcceptance'],
    ['1 from source 71, paid', { events: ev(1), source: 71, paymentStatus: 2 }, 'awaitingAcceptance'],
    ['1 from source 41, unpaid', { events: ev(1), source: 41 }, 'unpaid'],
    ['1 from source 40, paid', { events: ev(1), paymentStatus: 2 }, 'unpaid'],
    ['2', { events: ev(1, 2) }, 'paid'],
    ['21', { events: ev(1, 21) }, 'orderConfirmed'],
    ['22', { events: ev(1, 22) }, 'orderRefused'],
    ['23 for delivery', { events: ev(1, 23), categoryType: 4 }, 'awaitingDelivery'],
    ['23 for takeaway', { events: ev(1, 23) }, 'ready'],
    ['31', { events: ev(31) }, 'delivering'],
    ['43', { events: ev(43) }, 'canceling'],
    ['11', { events: ev(11) }, 'refunding'],
    ['44', { events: ev(44) }, 'refunding'],
    ['6 from source 51, unpaid', { events: ev(6), source: 51 }, 'unpaid'],
    ['6 from source 51, paid, dine-in', { events: ev(6), source: 51, paymentStatus: 2, categoryType: 2 }, 'ready'],
    ['41 dine-in (category 6)', { events: ev(41), categoryType: 6 }, 'ready'],
    ['45 takeaway', { events: ev(45) }, 'fulfilled'],
    ['24 with payment status 11', { events: ev(24), paymentStatus: 11 }, 'partialRefund'],
    ['3', { events: ev(3), paymentStatus: 3 }, 'refunded'],
    ['5', { events: ev(5) }, 'canceled'],
    ['an unknown event', { events: ev(4) }, 'unknown'],
    ['no event', { events: [] }, 'unknown'],
    ['25 only (ignored)', { events: ev(25) }, 'unknown'],
  ])('%s reads %s', (_, fields, key) => {
    expect(statusLabel({ ...base, ...fields }).key).toBe(key);
  });

  it('reports the event it read', () => {
    expect(statusLabel({ ...base, events: ev(1, 21, 25) })).toEqual({ key: 'orderConfirmed', event: 21 });
  });

  it.each([
    ['the dropoff estimate', { dropoffEstimate: 5000 }, '{"preptime":15}', 5000],
    ['an ISO dropoff estimate', { dropoffEstimate: '1970-01-01T01:00:00Z' }, '{"preptime":15}', 3600],
    ['event datetime + preptime minutes', {}, '{"preptime":15}', 1000 + 15 * 60],
    ['a preptime given as a string', {}, '{"preptime":"10"}', 1000 + 10 * 60],
  ])('gives the expected ready time of a confirmed order from %s', (_, fields, extra, readyAt) => {
    const events: StatusEvent[] = [{ datetime: 1000, status: 21, extra }];
    expect(statusLabel({ ...base, ...fields, events }).readyAt).toBe(readyAt);
  });

  it('gives no ready time without an estimate or preptime', () => {
    expect(statusLabel({ ...base, events: [{ datetime: 1000, status: 21, extra: '{}' }] })).not.toHaveProperty('readyAt');
  });
});

describe('readEventExtra and toEpochSeconds', () => {
  it.each([
    ['{"preptime":20,"seqnum":"7","comment":"no nuts","reason":"closed"}', { preptime: 20, seqnum: '7', comment: 'no nuts', reason: 'closed' }],
    ['{"preptime":"","seqnum":3}', { seqnum: 3 }],
    ['{"preptime":null,"comment":5}', {}],
    ['{"preptime":"abc"}', {}],
    ['not json', {}],
    ['7', {}],
    [null, {}],
  ])('extra %j reads %j', (extra, read) => {
    expect(readEventExtra({ extra })).toEqual(read);
  });

  it('reads no extra of no event', () => {
    expect(readEventExtra(undefined)).toEqual({});
  });

  it.each([
    [1700000000, 1700000000],
    ['1700000000', 1700000000],
    ['2024-03-05T01:00:00Z', Date.UTC(2024, 2, 5, 1) / 1000],
    ['garbage', undefined],
    ['', undefined],
    [0, undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('%j is %s seconds', (value, seconds) => {
    expect(toEpochSeconds(value)).toBe(seconds);
  });
});

describe('paymentBadgeClass (orders-and-payments.md §4.3)', () => {
  it.each([
    [1, ev(1), 0],
    [11, ev(44), 0],
    [2, ev(1, 2, 6), 1],
    [2, ev(41), 1],
    [2, ev(45, 25), 1],
    [2, ev(24), 2],
    [2, ev(21), 0],
    [3, ev(24), 2],
    [5, ev(5), 2],
    [12, [], 2],
  ])('status %i with events %j has class %i', (status, events, badge) => {
    expect(paymentBadgeClass(status, events)).toBe(badge);
  });
});

describe('status steps (orders-and-payments.md §4.5)', () => {
  const keys = (input: Partial<StatusStepsInput>) =>
    buildStatusSteps({ events: [], categoryType: 3, paymentStatus: 2, ...input }).map((s) => `${s.key}${s.reached ? '' : '?'}`);

  it.each([
    ['dine-in', 2, ev(1), ['awaitingAcceptance', 'orderConfirmed?', 'ready?']],
    ['delivery', 4, ev(1), ['awaitingAcceptance', 'orderConfirmed?', 'awaitingDelivery?', 'delivering?', 'fulfilled?']],
    ['takeaway', 3, ev(1), ['awaitingAcceptance', 'orderConfirmed?', 'ready?', 'fulfilled?']],
    ['counter, confirmed', 1, ev(1, 2, 21), ['awaitingAcceptance', 'orderConfirmed', 'ready?', 'fulfilled?']],
    ['delivery, ready', 4, ev(1, 21, 23), ['awaitingAcceptance', 'orderConfirmed', 'awaitingDelivery', 'delivering?', 'fulfilled?']],
    ['takeaway, fulfilled', 3, ev(1, 21, 23, 6), ['awaitingAcceptance', 'orderConfirmed', 'ready', 'fulfilled']],
    ['dine-in, fulfilled', 2, ev(1, 21, 6), ['awaitingAcceptance', 'orderConfirmed', 'fulfilled']],
    ['no events yet', 3, [], ['awaitingAcceptance?', 'orderConfirmed?', 'ready?', 'fulfilled?']],
  ])('%s: expected future steps follow the last reached step', (_, categoryType, events, steps) => {
    expect(keys({ categoryType, events })).toEqual(steps);
  });

  it.each([
    ['refused', ev(1, 22), ['awaitingAcceptance', 'orderRefused']],
    ['awaiting refund', ev(1, 2, 44), ['awaitingAcceptance', 'awaitingRefund']],
    ['canceling', ev(1, 43), ['awaitingAcceptance', 'awaitingRefund']],
    ['other terminal (41)', ev(1, 41), ['awaitingAcceptance', 'fulfilled']],
    ['alternative fulfilled (45)', ev(1, 45), ['awaitingAcceptance', 'fulfilled']],
    ['canceled', ev(1, 5), ['awaitingAcceptance', 'canceled']],
    ['refunded', ev(1, 2, 21, 44, 24), ['awaitingAcceptance', 'orderConfirmed', 'awaitingRefund', 'refunded']],
    ['refunded (3)', ev(1, 3), ['awaitingAcceptance', 'refunded']],
  ])('shows no expected steps once %s', (_, events, steps) => {
    expect(keys({ events })).toEqual(steps);
  });

  it('skips the delivering step when told to (the one order type)', () => {
    expect(expectedSteps(4, true)).toEqual(['awaitingAcceptance', 'orderConfirmed', 'awaitingDelivery', 'fulfilled']);
  });

  it("appends 'awaitingPayment' when fulfilled while still unpaid", () => {
    expect(keys({ events: ev(1, 21, 23, 6), paymentStatus: 1 })).toEqual(['awaitingAcceptance', 'orderConfirmed', 'ready', 'fulfilled', 'awaitingPayment?']);
  });

  it('merges repeated steps in a row, keeping the first time, and skips events without a step', () => {
    const steps = buildStatusSteps({ events: ev(1, 25, 2, 4, 21), categoryType: 1, paymentStatus: 2 });
    expect(steps.filter((s) => s.reached).map((s) => [s.key, s.at])).toEqual([
      ['awaitingAcceptance', 1000],
      ['orderConfirmed', 1240],
    ]);
  });

  it('carries the comment and seqnum of the event extra', () => {
    const events: StatusEvent[] = [{ datetime: 1, status: 22, extra: '{"comment":"Kitchen closed","seqnum":12}' }];
    expect(buildStatusSteps({ events, categoryType: 3, paymentStatus: 1 })[0]).toMatchObject({ key: 'orderRefused', comment: 'Kitchen closed', seqnum: 12 });
  });

  describe('the confirmed step', () => {
    const confirmed: StatusEvent[] = [
      { datetime: 1000, status: 1 },
      { datetime: 2000, status: 21, extra: '{"preptime":20}' },
    ];

    it.each([
      ['the dropoff estimate', { dropoffEstimate: 9000, validTime: 8000 }, 9000],
      ['the scheduled time', { validTime: 8000 }, 8000],
      ['the status times', {}, 2000 + 20 * 60],
    ])("as the latest step reads 'Expected to be ready at' from %s", (_, fields, readyAt) => {
      const step = buildStatusSteps({ events: confirmed, categoryType: 3, paymentStatus: 2, ...fields })[1];
      expect(step).toMatchObject({ key: 'orderConfirmed', titleKey: 'expectedToBeReadyAt', readyAt });
    });

    it('keeps its title without any time', () => {
      const step = buildStatusSteps({ events: ev(1, 21), categoryType: 3, paymentStatus: 2 })[1];
      expect(step.titleKey).toBe('orderConfirmed');
      expect(step.readyAt).toBeUndefined();
    });

    it('keeps its title once a later step is reached', () => {
      const step = buildStatusSteps({ events: [...confirmed, { datetime: 3000, status: 23 }], categoryType: 3, paymentStatus: 2, dropoffEstimate: 9000 })[1];
      expect(step.titleKey).toBe('orderConfirmed');
    });

    it('says an SMS will follow with delivery shipping', () => {
      const step = buildStatusSteps({ events: confirmed, categoryType: 4, paymentStatus: 2, hasDeliveryShipping: true })[1];
      expect(step.detailKey).toBe('orderConfirmedYoullSoonReceiveASms');
    });
  });
});

describe('finished, editable and stages (orders-and-payments.md §4.5, §4.6)', () => {
  it.each([
    [ev(1, 5), true],
    [ev(1, 21, 23, 6), true],
    [ev(41), true],
    [ev(45, 25), true],
    [ev(2, 44, 24), true],
    [ev(3), true],
    [ev(1, 21, 23, 6, 44), false],
    [ev(1, 21), false],
    [[], false],
  ])('events %j: finished %s', (events, finished) => {
    expect(isOrderFinished(events)).toBe(finished);
  });

  it.each([
    ['a draft with a new line', 0, false, [1], true],
    ['unpaid with a new line', 1, false, [2, 1], true],
    ['pending payment with a new line', 12, false, [1], true],
    ['in pay-by-link mode', 1, true, [1], false],
    ['without new lines', 1, false, [2, 21], false],
    ['paid', 2, false, [1], false],
  ])('an order %s is editable: %s', (_, paymentStatus, payByLink, statuses, editable) => {
    expect(isOrderEditable({ paymentStatus, payByLink, lines: statuses.map((s) => ({ status: s as 1 })) })).toBe(editable);
  });

  it.each([
    [ev(1), 0],
    [ev(1, 2), 0],
    [[], 0],
    [ev(1, 21), 1],
    [ev(1, 21, 23, 31), 1],
    [ev(1, 2, 44), 1],
    [ev(1, 21, 23, 6), 2],
  ])('events %j are in stage %i', (events, stage) => {
    expect(orderStage(events)).toBe(stage);
  });

  it.each([
    [ev(1, 21, 23, 31), 4, true],
    [ev(1, 21, 23), 4, false],
    [ev(1, 21, 23, 31), 3, false],
  ])('events %j of category %i may be completed by the customer: %s', (events, category, can) => {
    expect(canCompleteDelivery(events, category)).toBe(can);
  });

  const lines = (s: number) => [{ status: s as 1 }];
  it.each([
    ['pending payment', { paymentStatus: 12, lines: lines(2), events: ev(1) }, ['cancelPayment', 'continueToPay']],
    ['editable', { paymentStatus: 1, lines: lines(1), events: ev(1) }, ['placeOrder']],
    ['editable courier delivery with the tips reminder', { paymentStatus: 1, lines: lines(1), events: ev(1), categoryType: 4, courierTipsReminder: true }, ['next']],
    ['delivering, paid', { paymentStatus: 2, lines: lines(2), events: ev(1, 2, 21, 23, 31), categoryType: 4 }, ['viewInvoice', 'complete']],
    ['delivering, unpaid', { paymentStatus: 1, lines: lines(2), events: ev(1, 21, 23, 31), categoryType: 4 }, ['complete']],
    ['paid', { paymentStatus: 2, lines: lines(2), events: ev(1, 2) }, ['viewInvoice']],
    ['finished', { paymentStatus: 5, lines: lines(2), events: ev(1, 5) }, ['viewInvoice']],
    ['unpaid and submitted', { paymentStatus: 1, lines: lines(2), events: ev(1) }, []],
  ])('the order detail actions of an order %s are %j', (_, fields, actions) => {
    expect(orderActions({ payByLink: false, categoryType: 3, ...fields })).toEqual(actions);
  });
});

describe('expected delivery window (orders-and-payments.md §4.9)', () => {
  const now = 100_000;
  it.each([
    [now + 23 * 60, 1, { from: 10, to: 40 }],
    [now + 25 * 60, 1, { from: 10, to: 40 }],
    [now + 10 * 60, 1, { from: 0, to: 25 }],
    [now + 1, 1, { from: 0, to: 20 }],
    [now + 120 * 60, 1, { from: 105, to: 135 }],
    [now + 121 * 60, 1, null],
    [now, 1, null],
    [now - 600, 1, null],
    [now + 23 * 60, 2, null],
    [null, 1, null],
  ])('dropoff at %s with payment status %i shows %j', (dropoff, paymentStatus, window) => {
    expect(expectedDeliveryWindow(dropoff, now, paymentStatus)).toEqual(window);
  });
});

describe('courier status texts (orders-and-payments.md §4.9)', () => {
  it.each([
    ['confirmed', 'driverConfirmed'],
    ['pickup_arrival', 'driverArrivedAtPickup'],
    ['picked_up', 'deliveryPickedUp'],
    ['dropoff_arrival', 'dasherArrivedAtDropoff'],
    ['dropped_off', 'delivered'],
    ['Error', 'waitingForTheDriverToTakeTheOrder'],
    ['Cancelled', 'waitingForTheDriverToTakeTheOrder'],
    ['toString', 'waitingForTheDriverToTakeTheOrder'],
    ['', 'waitingForTheDriverToTakeTheOrder'],
    [null, 'waitingForTheDriverToTakeTheOrder'],
  ])('%j reads %s', (status, key) => {
    expect(courierStatusKey(status)).toBe(key);
  });
});

describe('order history time line and order (orders-and-payments.md §2.2)', () => {
  const order = (fields: Partial<{ status: number; statustime: StatusEvent[]; paytime: number; validtime: number; created_at: number }>) => ({
    status: 1,
    statustime: [],
    paytime: 0,
    validtime: 0,
    created_at: 100,
    ...fields,
  });

  it.each([
    ['paid', order({ status: 2, paytime: 500, validtime: 900 }), { labelKey: 'paymentTime', at: 500 }],
    ['refunded', order({ status: 3, paytime: 500 }), { labelKey: 'paymentTime', at: 500 }],
    ['scheduled', order({ validtime: 900 }), { labelKey: 'scheduledTime', at: 900 }],
    ['neither', order({}), { labelKey: 'orderTime', at: 100 }],
  ])('a %s order shows %j', (_, o, time) => {
    expect(orderHistoryTime(o)).toEqual(time);
  });

  it('sorts newest first by paytime when paid or refunded, otherwise by created_at', () => {
    const a = { id: 'a', ...order({ created_at: 300 }) };
    const b = { id: 'b', ...order({ status: 2, paytime: 400, created_at: 50 }) };
    const c = { id: 'c', ...order({ created_at: 200, statustime: ev(24), paytime: 100 }) };
    expect(orderHistorySortKey(c)).toBe(100);
    expect(sortOrderHistory([a, b, c]).map((o) => o.id)).toEqual(['b', 'a', 'c']);
  });

  it.each([
    ['en', 'Tue 05 Mar 2024 12:00'],
    ['en-au', 'Tue 05 Mar 2024 12:00'],
    ['zh-CN', '2024年03月05日 12:00'],
  ])("formats the time in the venue timezone as 'ddd DD MMM YYYY HH:mm' (%s)", (locale, text) => {
    expect(formatOrderTime(Date.UTC(2024, 2, 5, 1) / 1000, 'Australia/Sydney', locale)).toBe(text);
  });

  it('formats in English by default', () => {
    expect(formatOrderTime(0, 'UTC')).toBe('Thu 01 Jan 1970 00:00');
  });
});

describe('order status transition table (STYLE.md §4; orders-and-payments.md §4.2)', () => {
  const STATES = [1, 2, 21, 22, 23, 31, 6, 43, 44, 24, 5];

  it('makes every state reachable from an order with no events', () => {
    const reached = new Set<number>();
    for (const category of [1, 2, 3, 4, 6]) {
      const seen = new Set<string>();
      const queue: number[][] = [[]];
      while (queue.length > 0) {
        const path = queue.shift() as number[];
        const events = ev(...path);
        for (const to of nextEvents(events, category)) {
          const next = [...path, to];
          const key = next.join('>');
          if (seen.has(key) || next.length > 8) continue;
          seen.add(key);
          reached.add(to);
          queue.push(next);
        }
      }
    }
    expect([...reached].sort((a, b) => a - b)).toEqual([...STATES].sort((a, b) => a - b));
  });

  it('lists every state in the table', () => {
    expect(Object.keys(ORDER_TRANSITIONS).map(Number).filter((s) => s !== 0).sort((a, b) => a - b)).toEqual([...STATES].sort((a, b) => a - b));
  });

  it.each([
    ['place an order', [], 1, 3, true],
    ['confirm a placed order', [1], 21, 3, true],
    ['skip from placed to ready', [1], 23, 3, false],
    ['deliver a delivery order', [1, 21, 23], 31, 4, true],
    ['deliver a takeaway order', [1, 21, 23], 31, 3, false],
    ['fulfil a ready takeaway order', [1, 21, 23], 6, 3, true],
    ['fulfil a ready delivery order before delivering', [1, 21, 23], 6, 4, false],
    ['fulfil a delivery order being delivered', [1, 21, 23, 31], 6, 4, true],
    ['pay twice', [1, 2, 21], 2, 3, false],
    ['pay at the counter after confirmation', [1, 21], 2, 1, true],
    ['refund a paid order', [1, 2], 44, 3, true],
    ['refund an unpaid order', [1, 21], 44, 3, false],
    ['cancel an unpaid order', [1], 5, 3, true],
    ['cancel a paid order without a refund', [1, 2, 43], 5, 3, false],
    ['refund a paid order being canceled', [1, 2, 43], 44, 3, true],
    ['move a refunded order', [1, 2, 44, 24], 44, 3, false],
    ['move a canceled order', [1, 5], 21, 3, false],
    ['move from an unknown state', [1, 41], 6, 3, false],
    ['ignore event 25 when reading the state', [1, 25], 21, 3, true],
  ])('may %s: %s', (_, path, to, category, allowed) => {
    expect(canTransition(ev(...path), to, category)).toBe(allowed);
  });

  it('refunds again only a partly refunded order (payment status 11)', () => {
    expect(canTransition(ev(1, 2, 44, 24), 44, 3, 11)).toBe(true);
    expect(canTransition(ev(1, 2, 44, 24), 44, 3, 3)).toBe(false);
    expect(nextEvents(ev(1, 2, 44, 24), 3, 11)).toEqual([44]);
    expect(appendEvent(ev(1, 2, 44, 24), 44, 3, 5000, undefined, 11).ok).toBe(true);
    expect(paymentStatusKey(11, ev(1, 2, 44, 24))).toBe('partlyRefunded');
    expect(paymentStatusKey(11, ev(1, 2, 44))).toBe('refunding');
  });

    it('accepts no events as the state before any', () => {
    expect(canTransition(null, 1, 3)).toBe(true);
    expect(nextEvents(undefined, 3)).toEqual([1]);
  });

  it('lists the moves a staff console may offer', () => {
    expect(nextEvents(ev(1, 2), 4)).toEqual([21, 22, 43, 44]);
    expect(nextEvents(ev(1, 21, 23), 4)).toEqual([2, 31, 43]);
  });

  it('appends an allowed event, with its extra', () => {
    expect(appendEvent(ev(1), 21, 3, 5000, '{"preptime":15}')).toEqual({
      ok: true,
      value: [...ev(1), { datetime: 5000, status: 21, extra: '{"preptime":15}' }],
    });
    expect(appendEvent(null, 1, 3, 10)).toEqual({ ok: true, value: [{ datetime: 10, status: 1 }] });
  });

  it('refuses an event the table does not allow', () => {
    expect(appendEvent(ev(1, 5), 21, 3, 5000)).toEqual({ ok: false, code: 'STATUS_TRANSITION_NOT_ALLOWED', params: { from: 5, to: 21 } });
    expect(appendEvent([], 21, 3, 5000)).toMatchObject({ params: { from: 0, to: 21 } });
  });
});
