/**
 * Table failures as the domain's `Result` become GraphQL errors with the catalogue's message and locale
 * key and their parameters and details as flat extension fields (what the table phones read); and which
 * sittings are settled (paid, waiting for staff: the next party may start, ADR 6).
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../../domain/errors';
import { err, errWithDetails, ok } from '../../../domain/result';
import type { CartLine } from '../../../domain/types';
import { SITTING_STATUS } from './schema';
import { failureFields, isSittingSettled, toGraphQLError, unwrapTable } from './table-model';

const line = (status: CartLine['status']) => ({ status }) as CartLine;

describe('table failures', () => {
  it('carry the code, the locale key, the parameters and the details flat in extensions', () => {
    const conflict = toGraphQLError(errWithDetails('VERSION_CONFLICT', { version: 7, tradeid: 'abc', carts: [] }));
    expect(conflict.message).toBe(ERROR_CATALOGUE.VERSION_CONFLICT.serverMessage);
    expect(conflict.extensions).toEqual({ code: 'VERSION_CONFLICT', key: 'table.versionConflict', version: 7, tradeid: 'abc', carts: [] });
    const stock = toGraphQLError(err('OUT_OF_STOCK', { name: 'Latte', pid: 3 }));
    expect(stock.extensions).toEqual({ code: 'OUT_OF_STOCK', key: 'errors.OUT_OF_STOCK', name: 'Latte', pid: 3 });
    expect(failureFields(err('NO_SITTING'))).toEqual({});
  });

  it('unwrap to the value, or throw the GraphQL error', () => {
    expect(unwrapTable(ok(5))).toBe(5);
    expect(() => unwrapTable(errWithDetails('STORE_CLOSED', { payable: false }))).toThrow(ERROR_CATALOGUE.STORE_CLOSED.serverMessage);
  });
});

describe('isSittingSettled', () => {
  it('is a locked sitting whose lines are all paid', () => {
    expect(isSittingSettled({ status: SITTING_STATUS.locked, lines: [line(2), line(2)] })).toBe(true);
    expect(isSittingSettled({ status: SITTING_STATUS.locked, lines: [line(2), line(21)] })).toBe(false);
    expect(isSittingSettled({ status: SITTING_STATUS.locked, lines: [] })).toBe(false);
    // Staff unlocked it again after payment: in use.
    expect(isSittingSettled({ status: SITTING_STATUS.open, lines: [line(2)] })).toBe(false);
  });
});
