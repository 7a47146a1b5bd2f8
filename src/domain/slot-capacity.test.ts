import { describe, expect, it } from 'vitest';
import {
  canDinerCancel,
  cancelDeadline,
  cancelWindowValue,
  capFor,
  fitsSlot,
  MAX_CANCEL_MINUTES,
  MAX_SLOT_COUNT,
  MAX_SLOT_SUBTOTAL,
  readCancelWindow,
  readSlotCaps,
  SLOT_SECONDS,
  slotStartOf,
  validateCancelWindow,
  validateSlotCaps,
} from './slot-capacity';

describe('slot caps (issue 23 item 5)', () => {
  it('puts a time in its 15-minute slot', () => {
    const noon = Date.UTC(2025, 5, 11, 2, 0, 0) / 1000;
    expect(slotStartOf(noon)).toBe(noon);
    expect(slotStartOf(noon + SLOT_SECONDS - 1)).toBe(noon);
    expect(slotStartOf(noon + SLOT_SECONDS)).toBe(noon + SLOT_SECONDS);
  });

  it('takes caps per category type, drops types without a limit, and keeps null as no limit', () => {
    expect(validateSlotCaps({ 1: { orders: 5, items: 20 }, 3: { subtotal: 50_000, orders: null }, 4: {} })).toEqual({ ok: true, value: { 1: { orders: 5, items: 20 }, 3: { subtotal: 50_000 } } });
    expect(validateSlotCaps({})).toEqual({ ok: true, value: {} });
  });

  it.each([
    [null, 'slot_caps', 'notObject'],
    [[1], 'slot_caps', 'notObject'],
    [{ 0: { orders: 1 } }, 'slot_caps.0', 'badType'],
    [{ pickup: { orders: 1 } }, 'slot_caps.pickup', 'badType'],
    [{ 1: 5 }, 'slot_caps.1', 'notObject'],
    [{ 1: { tables: 2 } }, 'slot_caps.1.tables', 'unknownKey'],
    [{ 1: { orders: 1.5 } }, 'slot_caps.1.orders', 'notWhole'],
    [{ 1: { orders: '5' } }, 'slot_caps.1.orders', 'notWhole'],
    [{ 1: { items: -1 } }, 'slot_caps.1.items', 'negative'],
    [{ 1: { items: MAX_SLOT_COUNT + 1 } }, 'slot_caps.1.items', 'tooLarge'],
    [{ 1: { subtotal: MAX_SLOT_SUBTOTAL + 1 } }, 'slot_caps.1.subtotal', 'tooLarge'],
  ])('refuses %j naming %s (%s)', (input, field, reason) => {
    expect(validateSlotCaps(input)).toMatchObject({ ok: false, code: 'BAD_INPUT', params: { field, reason } });
  });

  it('reads the stored caps from JSON text or an object; unset or unreadable is no cap', () => {
    expect(readSlotCaps({ slot_caps: '{"1":{"orders":2}}' })).toEqual({ 1: { orders: 2 } });
    expect(readSlotCaps({ slot_caps: { 3: { items: 4 } } })).toEqual({ 3: { items: 4 } });
    expect(readSlotCaps({})).toEqual({});
    expect(readSlotCaps({ slot_caps: '' })).toEqual({});
    expect(readSlotCaps({ slot_caps: '{not json' })).toEqual({});
    expect(readSlotCaps({ slot_caps: { 1: { orders: -3 } } })).toEqual({});
  });

  it('finds the cap of a type and decides whether an order fits what the slot holds', () => {
    const caps = { 1: { orders: 2, items: 5, subtotal: 3000 } };
    expect(capFor(caps, 3)).toBeNull();
    const cap = capFor(caps, 1)!;
    expect(fitsSlot(cap, { orders: 1, items: 2, subtotal: 1000 }, { items: 3, subtotal: 2000 })).toBe(true);
    expect(fitsSlot(cap, { orders: 2, items: 0, subtotal: 0 }, { items: 1, subtotal: 100 })).toBe(false);
    expect(fitsSlot(cap, { orders: 0, items: 4, subtotal: 0 }, { items: 2, subtotal: 100 })).toBe(false);
    expect(fitsSlot(cap, { orders: 0, items: 0, subtotal: 2500 }, { items: 1, subtotal: 501 })).toBe(false);
    expect(fitsSlot({}, { orders: 99, items: 99, subtotal: 99 }, { items: 99, subtotal: 99 })).toBe(true);
  });
});

describe('the diner cancel window (issue 23 item 6)', () => {
  it.each([
    [undefined, { kind: 'off' }],
    ['off', { kind: 'off' }],
    [0, { kind: 'off' }],
    ['0', { kind: 'off' }],
    ['accepted', { kind: 'accepted' }],
    [10, { kind: 'minutes', minutes: 10 }],
    ['15', { kind: 'minutes', minutes: 15 }],
    [MAX_CANCEL_MINUTES, { kind: 'minutes', minutes: MAX_CANCEL_MINUTES }],
  ])('reads %j', (input, want) => {
    expect(validateCancelWindow(input)).toEqual({ ok: true, value: want });
  });

  it.each([
    ['soon', 'notWindow'],
    [2.5, 'notWindow'],
    [-5, 'negative'],
    [MAX_CANCEL_MINUTES + 1, 'tooLarge'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(validateCancelWindow(input)).toMatchObject({ ok: false, code: 'BAD_INPUT', params: { field: 'cancel_window', reason } });
  });

  it('stores and reads back a window; an unreadable stored value is off', () => {
    for (const w of [{ kind: 'off' }, { kind: 'accepted' }, { kind: 'minutes', minutes: 30 }] as const) expect(readCancelWindow({ cancel_window: cancelWindowValue(w) })).toEqual(w);
    expect(readCancelWindow({ cancel_window: 'whenever' })).toEqual({ kind: 'off' });
  });

  it('gives the deadline: none when off, accepted or no longer unpaid/paid; until acceptance; N minutes after placing', () => {
    const order = { placedAt: 1_000, stillPlaced: true, paymentStatusOk: true };
    expect(cancelDeadline({ kind: 'off' }, order)).toBeNull();
    expect(cancelDeadline({ kind: 'accepted' }, order)).toBe(Infinity);
    expect(cancelDeadline({ kind: 'accepted' }, { ...order, stillPlaced: false })).toBeNull();
    expect(cancelDeadline({ kind: 'minutes', minutes: 10 }, { ...order, paymentStatusOk: false })).toBeNull();
    const deadline = cancelDeadline({ kind: 'minutes', minutes: 10 }, order);
    expect(deadline).toBe(1_600);
    expect(canDinerCancel(deadline, 1_600)).toBe(true);
    expect(canDinerCancel(deadline, 1_601)).toBe(false);
    expect(canDinerCancel(null, 0)).toBe(false);
  });
});
