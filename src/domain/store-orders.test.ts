import { describe, expect, it } from 'vitest';
import { canMoveStore, isStoreEvent, overallEventsToAppend, storeOrderEvents } from './store-orders';
import type { StatusEvent } from './types';

let id = 0;
const ev = (...statuses: number[]): StatusEvent[] => statuses.map((status) => ({ id: ++id, datetime: 1000, status }));

describe('per-store status of multi-store orders (orders-and-payments.md §4.6)', () => {
  it('knows the progress events set per store', () => {
    expect([21, 23, 31, 6, 2, 44].map(isStoreEvent)).toEqual([true, true, true, true, false, false]);
  });

  it("merges the order's shared events with the store's own, in the order they happened", () => {
    const order = ev(1, 2);
    const store = ev(21);
    const refund = ev(44, 24);
    const orderAll = [...order, ...ev(21), ...refund];
    expect(storeOrderEvents(orderAll, store).map((e) => e.status)).toEqual([1, 2, 21, 44, 24]);
    expect(storeOrderEvents([{ datetime: 1, status: 1 }], [{ datetime: 2, status: 21 }]).map((e) => e.status)).toEqual([1, 21]);
  });

  it("lets a store move its part through the table while the order is placed, paid or in progress", () => {
    expect(canMoveStore(ev(1, 2), [], 21, 3)).toBe(true);
    expect(canMoveStore(ev(1, 2), [], 23, 3)).toBe(false);
    expect(canMoveStore(ev(1, 2), ev(21), 23, 3)).toBe(true);
    expect(canMoveStore(ev(1, 2, 21), ev(21, 23), 6, 3)).toBe(true);
    expect(canMoveStore(ev(1, 2), ev(21, 23), 31, 3)).toBe(false);
    expect(canMoveStore(ev(1, 2), [], 2, 3)).toBe(false);
    expect(canMoveStore(ev(1, 2, 44), [], 21, 3)).toBe(false);
    expect(canMoveStore(ev(1, 5), [], 21, 3)).toBe(false);
    expect(canMoveStore([], [], 21, 3)).toBe(false);
  });

  it('moves the whole order as far as its slowest store', () => {
    expect(overallEventsToAppend(ev(1, 2), [ev(21), []], 3)).toEqual([]);
    expect(overallEventsToAppend(ev(1, 2), [ev(21), ev(21)], 3)).toEqual([21]);
    expect(overallEventsToAppend(ev(1, 2), [ev(21, 23), ev(21, 23)], 3)).toEqual([21, 23]);
    expect(overallEventsToAppend(ev(1, 2, 21, 23), [ev(21, 23, 6), ev(21, 23, 6)], 3)).toEqual([6]);
    expect(overallEventsToAppend(ev(1, 2, 21, 23), [ev(21, 23, 31), ev(21, 23, 31, 6)], 4)).toEqual([31]);
    expect(overallEventsToAppend(ev(1, 2), [], 3)).toEqual([]);
  });
});
