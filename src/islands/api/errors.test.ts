import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, serverMessageOf, type ErrorCode } from '../../domain/errors';
import { failureCode, isAccessRefused, isNetworkFailure, mapApiError, NOT_ALLOWED_PATH, toApiFailure, type ApiFailure } from './errors';

/** A server failure as the API sends it: the catalogue's server message and extensions.code. */
const server = (code: ErrorCode, params?: Record<string, unknown>): ApiFailure => ({ message: serverMessageOf(code), extensions: { code, ...(params ? { params } : {}) } });

describe('error mapping by extensions.code (storefront.md §8 "Generic mapping")', () => {
  it.each([
    ['venueInfo', { message: 'Failed to fetch' }, {}, { key: 'errors.FAILED_TO_FETCH' }],
    ['other', { message: 'NetworkError when attempting to fetch resource.' }, {}, { key: 'errors.FAILED_TO_FETCH' }],
    ['venueInfo', server('NOT_FOUND'), {}, { key: 'errors.NOT_FOUND' }],
    ['orderInfo', server('NOT_FOUND'), {}, { key: 'errors.NOT_FOUND' }],
    ['orderEdit', server('NOT_VALID'), { tableMode: true }, { key: 'errors.PLACE_FAILED_TABLE' }],
    ['orderEdit', server('NOT_ACCEPTABLE'), {}, { key: 'errors.PLACE_FAILED' }],
    ['orderPayApply', server('STORE_CLOSED', { payable: false }), {}, { key: 'errors.PAY_AT_COUNTER' }],
    ['orderPayApply', server('STORE_CLOSED', { payable: true }), {}, { key: 'errors.STORE_CLOSED' }],
    ['orderEdit', server('STORE_CLOSED'), {}, { key: 'errors.STORE_CLOSED' }],
    ['orderEdit', server('OUT_OF_TIME'), {}, { key: 'errors.OUT_OF_TIME' }],
    ['orderEdit', server('OUT_OF_STOCK'), {}, { key: 'errors.OUT_OF_STOCK' }],
    ['orderEdit', { message: 'Order edit error' }, {}, { key: 'errors.ORDER_EDIT_ERROR' }],
    ['orderPayApply', { message: 'Order edit error' }, {}, { key: 'errors.ORDER_EDIT_ERROR' }],
    ['other', { message: 'Order edit error' }, {}, { key: 'errors.OPERATION_FAILED' }],
    ['orderEdit', server('PAYING'), {}, { key: 'errors.PAYING' }],
    ['orderPayApply', server('FORBIDDEN'), {}, { key: 'errors.PAYING' }],
    ['orderEdit', server('WRONG_CREDENTIALS'), {}, { raw: 'The account or password incorrect' }],
    ['orderResEdit', server('TABLE_LOCKED'), {}, { raw: "Table is locked for checking out, new item can't be added." }],
    ['productList', server('NETWORK_BUSY'), {}, { key: 'errors.NETWORK_BUSY' }],
    ['other', { message: 'boom' }, {}, { key: 'errors.OPERATION_FAILED' }],
  ] as const)('%s %j → %j', (operation, failure, options, mapped) => {
    expect(mapApiError(operation, failure, options)).toEqual(mapped);
  });

  it('reads the code, not the words: a message alone maps to nothing in particular', () => {
    expect(mapApiError('orderEdit', { message: 'out of stock' })).toEqual({ key: 'errors.OPERATION_FAILED' });
    expect(mapApiError('orderInfo', { message: 'not found' })).toEqual({ key: 'errors.OPERATION_FAILED' });
    // Codes sharing one server message stay apart: a table's 'not found' is not an order's.
    expect(mapApiError('orderInfo', server('TABLE_NOT_FOUND'))).toEqual({ key: 'errors.OPERATION_FAILED' });
  });

  it('ignores codes outside the catalogue and treats a failure with any code as having reached the server', () => {
    const validation: ApiFailure = { message: 'Failed to fetch is not a field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    expect(failureCode(validation)).toBeNull();
    expect(isNetworkFailure(validation)).toBe(false);
  });

  it('keeps the extensions of a thrown API error', () => {
    const e = Object.assign(new Error('store closed'), { extensions: { code: 'STORE_CLOSED', params: { payable: false } } });
    expect(failureCode(toApiFailure(e))).toBe('STORE_CLOSED');
    expect(toApiFailure('plain')).toEqual({ message: 'plain' });
  });
});

describe('the one catalogue', () => {
  it('names every table failure with its spec message (TABLE_FAILURES folded in)', () => {
    expect(serverMessageOf('TABLE_NOT_READY')).toBe('This table is not ready yet, please ask staff for help');
    expect(serverMessageOf('TABLE_LOCKED')).toBe("Table is locked for checking out, new item can't be added.");
    expect(serverMessageOf('NO_SITTING')).toBe('not found');
    expect(serverMessageOf('MOBILE_INVALID')).toBe('MOBILE_INVALID');
  });

  it('codes are their own names (a stable identifier, never a message)', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});

describe('access refused → the not-allowed page (storefront.md §2.1, issue 26 item 11a)', () => {
  it.each([
    ['orderInfo', server('FORBIDDEN'), true],
    ['venueInfo', server('FORBIDDEN'), true],
    ['orderInfo', server('NOT_FOUND'), false],
    ['orderEdit', server('FORBIDDEN'), false],
    ['orderPayApply', server('FORBIDDEN'), false],
    ['orderInfo', { message: 'forbidden' }, false],
  ] as const)('%s %j → %s', (operation, failure, refused) => {
    expect(isAccessRefused(operation, failure)).toBe(refused);
  });
  it('the page path is /not-allowed', () => expect(NOT_ALLOWED_PATH).toBe('/not-allowed'));
});
