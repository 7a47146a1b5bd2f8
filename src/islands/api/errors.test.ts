import { describe, expect, it } from 'vitest';
import { mapApiError } from './errors';

describe('error mapping (storefront.md §8 "Generic mapping")', () => {
  it.each([
    ['venueInfo', 'Failed to fetch', {}, { key: 'errors.FAILED_TO_FETCH' }],
    ['venueInfo', 'venue not found', {}, { key: 'errors.NOT_FOUND' }],
    ['orderEdit', 'cart not valid', { tableMode: true }, { key: 'errors.PLACE_FAILED_TABLE' }],
    ['orderEdit', 'not acceptable', {}, { key: 'errors.PLACE_FAILED' }],
    ['orderPayApply', 'store closed', { payable: false }, { key: 'errors.PAY_AT_COUNTER' }],
    ['orderEdit', 'store closed', {}, { key: 'errors.STORE_CLOSED' }],
    ['orderEdit', 'out of time', {}, { key: 'errors.OUT_OF_TIME' }],
    ['orderEdit', 'out of stock', {}, { key: 'errors.OUT_OF_STOCK' }],
    ['orderEdit', 'Paying', {}, { key: 'errors.PAYING' }],
    ['orderEdit', 'The account or password incorrect', {}, { raw: 'The account or password incorrect' }],
    ['orderResEdit', 'Table is locked', {}, { raw: 'Table is locked' }],
    ['productList', 'network busy', {}, { key: 'errors.NETWORK_BUSY' }],
    ['other', 'boom', {}, { key: 'errors.OPERATION_FAILED' }],
  ] as const)('%s %j → %j', (operation, message, options, mapped) => {
    expect(mapApiError(operation, message, options)).toEqual(mapped);
  });
});
