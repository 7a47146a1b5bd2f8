import { describe, it, expect } from 'vitest';
import { orderNumber, transactionId } from './order-number';
import type { CategoryType } from './types';

describe('orderNumber (storefront.md §9; orders-and-payments.md §9)', () => {
  it.each([
    [2, 1, 7, 'OI-007'],
    [2, 2, 12, 'OS-012'],
    [2, 6, 5, 'OS-005'],
    [2, 3, 123, 'OT-123'],
    [2, 4, 1234, 'OD-1234'],
    [1, 4, 7, 'D-007'],
    [1, 3, 0, 'T-000'],
    [3, 0, 9, 'O009'],
  ])('order type %i, category type %i, seqnum %i reads %j', (type, category, seqnum, number) => {
    expect(orderNumber({ type, category_type: category as CategoryType, seqnum })).toBe(number);
  });
});

describe('transactionId (orders-and-payments.md §2.2: the tradeid without its first 7 characters)', () => {
  it.each([
    ['2024030512345678', '512345678'],
    ['ABCDEFG', ''],
    ['ABC', ''],
    [null, ''],
  ])('%j shows %j', (tradeid, shown) => {
    expect(transactionId(tradeid)).toBe(shown);
  });
});
