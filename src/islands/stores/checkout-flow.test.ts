import { describe, expect, it } from 'vitest';
import { priceOrder, verifyClientTotals } from '../../domain/price-order';
import { makeCartLine, makeVenue } from '../../domain/test-fixtures';
import { serverMessageOf, type ErrorCode } from '../../domain/errors';
import { buildOrderParam, checkCheckout, mapSubmitFailure, ORDER_TYPE, type CheckoutCheckInput } from './checkout-flow';

/** Wednesday 11 June 2025, 10:00 in Sydney: the fixture venue (09:00–17:00) is open. */
const NOW = Date.UTC(2025, 5, 11, 0, 0, 0) / 1000;
const GST = JSON.stringify([{ id: 1, attr: 1, name: 'GST', rate: 0.1 }]);
const line = makeCartLine({ taxes: GST, count: 2 });

function input(overrides: Partial<CheckoutCheckInput> = {}): CheckoutCheckInput {
  return { venue: makeVenue(), lines: [line], categoryType: 3, preOrder: false, validDate: '', validTime: '', tableMode: false, table: null, loggedIn: true, now: NOW, ...overrides };
}

describe('the checkout checks, in order (storefront.md §4 "Checkout flow")', () => {
  it.each([
    ['a disabled store', input({ venue: makeVenue({ status: 0 }), lines: [] }), { kind: 'refuse', key: 'store.temporarilyStopped' }],
    ['a locked table with new items', input({ tableMode: true, table: { locked: true, ready: true, passcodeRequired: false, hasKey: true } }), { kind: 'refuse', key: 'orders.checkout.tableLockedRemoveNew' }],
    ['an empty cart', input({ lines: [] }), { kind: 'refuse', key: 'errors.CART_EMPTY' }],
    ['a table that is not ready', input({ tableMode: true, table: { locked: false, ready: false, passcodeRequired: false, hasKey: true } }), { kind: 'refuse', key: 'orders.checkout.tableNotReady' }],
    ['no fulfilment', input({ categoryType: 0 }), { kind: 'fulfilment', key: 'errors.NO_FULFILMENT' }],
    ['a pre-order time in the past', input({ preOrder: true, validDate: '2025-06-10', validTime: '10:00' }), { kind: 'fulfilment', key: 'errors.NO_VALID_TIME' }],
    ['an ASAP order at a closed store', input({ now: NOW + 9 * 3600 }), { kind: 'fulfilment' }],
    ['passcode mode without a key', input({ tableMode: true, table: { locked: false, ready: true, passcodeRequired: true, hasKey: false } }), { kind: 'passcode' }],
    ['a diner who is not logged in', input({ loggedIn: false }), { kind: 'login' }],
    ['a logged-in diner', input(), { kind: 'submit' }],
    ['a table order without login', input({ tableMode: true, loggedIn: false }), { kind: 'submit' }],
  ] as const)('%s', (_name, given, want) => {
    expect(checkCheckout(given)).toEqual(want);
  });

  it('accepts a valid pre-order for later today', () => {
    expect(checkCheckout(input({ preOrder: true, validDate: '2025-06-11', validTime: '14:00' }))).toEqual({ kind: 'submit' });
  });
});

describe('the orderEdit param (storefront.md §7 "Order submission")', () => {
  const venue = makeVenue();
  const cart = { lines: [line], categoryType: 3, preOrder: false, validDate: '', validTime: '', address: null, notes: ' No sugar ' };

  it('carries exactly the fees the server computes with priceOrder', () => {
    const built = buildOrderParam(venue, cart, { now: NOW, clientKey: 'k-1' });
    if (!built.ok) throw new Error(built.code);
    const server = priceOrder({ lines: [line], venue, categoryType: 3, scope: 'online', now: NOW, tip: { kind: 'cents', cents: 0 } });
    if (!server.ok) throw new Error(server.code);
    expect(verifyClientTotals(built.value.param as never, server.value).ok).toBe(true);
    expect(built.value.param).toMatchObject({ venue_id: 1, category_type: 3, source: 40, type: ORDER_TYPE.onlinePay, status: 1, action: 'create', validtime: 0, feetotal: 800, feetopay: 800 });
    expect(JSON.parse(built.value.param.extra as string)).toEqual({ client_key: 'k-1', orderNotes: 'No sugar' });
  });

  it('sends the pre-order time in the venue timezone and the version when editing', () => {
    const built = buildOrderParam(venue, { ...cart, preOrder: true, validDate: '2025-06-11', validTime: '14:00' }, { now: NOW, version: 3, type: ORDER_TYPE.payInStore });
    if (!built.ok) throw new Error(built.code);
    expect(built.value.param).toMatchObject({ validtime: Date.UTC(2025, 5, 11, 4, 0, 0) / 1000, version: 3, action: 'edit', type: 1 });
  });

  it('sends an own-zone delivery with the street, unit and instructions once given (issue 23 item 8); none before', () => {
    const zoneVenue = makeVenue({ config: { delivery_method: 1 }, deliveries: [{ id: 1, geos: '2000', free: 0, min: 0, fee: 500, name: 'City', suburbs: [{ city: 'Sydney', postcode: '2000' }] }] });
    const address = { city: 'Sydney', state: 'NSW', postcode: '2000', geo_id: 2000 };
    const bare = buildOrderParam(zoneVenue, { ...cart, categoryType: 4, address }, { now: NOW });
    if (!bare.ok) throw new Error(bare.code);
    expect(bare.value.param.shipping).not.toHaveProperty('street1');
    const full = buildOrderParam(zoneVenue, { ...cart, categoryType: 4, address: { ...address, street1: '1 George Street', street2: 'Level 2', instructions: 'Buzz 2' } }, { now: NOW });
    if (!full.ok) throw new Error(full.code);
    expect(full.value.param.shipping).toMatchObject({ street1: '1 George Street', street2: 'Level 2', instructions: 'Buzz 2', postcode: '2000', geo_id: 2000, fee: 500 });
  });

  it('passes pricing refusals on (delivery needs an address)', () => {
    expect(buildOrderParam(makeVenue({ config: { delivery_method: 1 } }), { ...cart, categoryType: 4 }, { now: NOW })).toMatchObject({ ok: false, code: 'DELIVERY_ADDRESS_REQUIRED' });
  });
});

describe('a refused checkout (storefront.md §8, orders-and-payments.md §8.2, §8.3)', () => {
  const server = (code: ErrorCode) => ({ message: serverMessageOf(code), extensions: { code } });
  it.each([
    [server('INVALID_TOKEN'), { kind: 'relogin' }],
    [server('FORBIDDEN'), { kind: 'placed' }],
    [server('PAYING'), { kind: 'paying' }],
    [server('EXIST_ALREADY'), { kind: 'sorry', message: { raw: 'exist already' } }],
    [server('NOT_VALID'), { kind: 'sorry', message: { key: 'errors.PLACE_FAILED' } }],
    [server('STORE_CLOSED'), { kind: 'sorry', message: { key: 'errors.STORE_CLOSED' } }],
    [server('OUT_OF_STOCK'), { kind: 'sorry', message: { key: 'errors.OUT_OF_STOCK' } }],
    [{ message: 'Failed to fetch' }, { kind: 'sorry', message: { key: 'errors.FAILED_TO_FETCH' } }],
    [{ message: 'something else' }, { kind: 'sorry', message: { key: 'errors.OPERATION_FAILED' } }],
    // The words alone do not count: only the code the server sent.
    [{ message: 'invalid token' }, { kind: 'sorry', message: { key: 'errors.OPERATION_FAILED' } }],
  ] as const)('%j', (failure, want) => {
    expect(mapSubmitFailure(failure)).toEqual(want);
  });

  it('keeps EXIST_ALREADY in table mode to the generic mapping', () => {
    expect(mapSubmitFailure(server('EXIST_ALREADY'), true)).toEqual({ kind: 'sorry', message: { key: 'errors.OPERATION_FAILED' } });
  });
});
