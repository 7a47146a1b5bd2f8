import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeCartLines } from '../../domain/cart-lines';
import { applyTableCartDiff } from '../../domain/table-cart';
import { serverMessageOf, type ErrorCode } from '../../domain/errors';
import type { CartLine } from '../../domain/types';

/** A table failure as the server sends it: the catalogue's message, extensions.code and the failure's fields. */
const server = (code: ErrorCode, fields: Record<string, unknown> = {}) => ({ message: serverMessageOf(code), extensions: { code, ...fields } });
import {
  buildSaveDiff,
  cartKeys,
  checkTablePay,
  classifyTableFailure,
  eventNeedsRead,
  isSittingLive,
  isTableBlocked,
  mapTablePayFailure,
  lineIdBase,
  mapTableActions,
  mapTablePhase,
  mapTableTabs,
  rebaseCart,
  toCartLine,
  type TableView,
} from './table-sync';

const line = (id: number, count = 1, status: 1 | 2 | 21 = 1, pid = 10): CartLine => ({
  id, tid: id, gid: id, status, store_id: 1, menu_id: 1, code: `p${pid}`, count, name: `P${pid}`, pid, sid: 0, cid: 1, sequence: 0,
  discount: 0, value: 450, price: 450, type: 2, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}',
});

const info = (p: Partial<TableView> = {}): TableView => ({
  status: 2, state: 0, payment_mode: 1, tid: 1, venue_id: 1, device_uid: 'd', orderid: 0, orderstatus: 0, orderversion: 3, orderextra: '{}', tradeid: 'abc',
  category_name: 'Table Service', category_type: 2, name: '6', count: 3, code: 'x', passcode_required: false, joined: true, rounds: 0, carts: [], ...p,
});

describe('one live cart on a phone (storefront.md §4 "Cart line status")', () => {
  it('sends only what changed: removed lines negative, changed lines as the delta, new lines in full', () => {
    const base = [line(1, 2), line(2)];
    const local = [line(1, 3), line(3)];
    expect(buildSaveDiff(base, local).map((l) => [l.id, l.count])).toEqual([[2, -1], [1, 1], [3, 1]]);
  });

  it("re-applies the phone's own change on a fresher cart, dropping what another phone already removed", () => {
    const base = [line(1), line(2), line(3)];
    const local = [line(1, 2), line(2), line(9)]; // +1 of line 1, removed line 3, added line 9
    const fresh = [line(1), line(5)]; // another phone removed lines 2 and 3 and added line 5
    expect(cartKeys(rebaseCart(base, local, fresh))).toEqual(cartKeys([line(1, 2), line(5), line(9)]));
    // An increase of a line another phone removed stays as the units this phone added.
    expect(cartKeys(rebaseCart([line(1)], [line(1, 3)], []))).toEqual(cartKeys([line(1, 2)]));
    // No change of its own: the fresh cart as it is.
    expect(cartKeys(rebaseCart(base, base, fresh))).toEqual(cartKeys(fresh));
  });

  it('converges: the rebased cart, saved as a diff on the fresh cart, is what the server then holds', () => {
    const cart = fc.array(fc.record({ id: fc.integer({ min: 1, max: 8 }), count: fc.integer({ min: 1, max: 3 }) }), { maxLength: 6 }).map((xs) => mergeCartLines(xs.map((x) => line(x.id, x.count))));
    fc.assert(
      fc.property(cart, cart, cart, (base, local, fresh) => {
        const rebased = rebaseCart(base, local, fresh);
        const applied = applyTableCartDiff(fresh, buildSaveDiff(fresh, rebased));
        expect(applied.ok).toBe(true);
        if (applied.ok) expect(cartKeys(applied.value)).toEqual(cartKeys(rebased));
      }),
    );
  });

  it('keeps only the contract fields of a received line', () => {
    const received = { ...line(1), round: 2, inventory: { status: 1 } };
    expect(toCartLine(received)).toEqual(line(1));
  });

  it('gives each phone line ids of its own, within safe integers', () => {
    expect(lineIdBase(0)).toBe(1_000_000);
    expect(lineIdBase(0.999999999)).toBeLessThan(1e12 + 1);
    expect(Number.isSafeInteger(lineIdBase(0.5) + 999_999)).toBe(true);
  });
});

describe('the cart drawer tabs at a table (storefront.md §2.6; orders-and-payments.md §4.4)', () => {
  it.each([
    ['nothing sent yet: no tabs', [line(1)], undefined, { shown: false, tab: 'new', tabs: [] }],
    ['new and sent lines: tabs, newly added by default', [line(1), line(2, 2, 21)], undefined, { shown: true, tab: 'new', tabs: ['new', 'ordered'], newCount: 1, orderedCount: 2 }],
    ['all sent: back to ordered, no empty newly-added tab', [line(2, 2, 21)], undefined, { shown: true, tab: 'ordered', tabs: ['ordered'], newCount: 0 }],
    ['the diner picked ordered', [line(1), line(2, 1, 21)], 'ordered', { shown: true, tab: 'ordered' }],
    ['picked new but none remain', [line(2, 1, 2)], 'new', { shown: true, tab: 'ordered' }],
  ] as const)('%s', (_name, lines, picked, want) => {
    expect(mapTableTabs(lines as unknown as CartLine[], picked)).toMatchObject(want);
  });
});

describe('table actions and phases (storefront.md §4 "Table states"; orders-and-payments.md §2.4)', () => {
  it.each([
    ['new lines at an open table', info(), [line(1)], ['submitToKitchen']],
    ['new and sent lines', info(), [line(1), line(2, 1, 21)], ['submitToKitchen', 'payNow']],
    ['sent lines at a locked table', info({ status: 3 }), [line(2, 1, 21)], ['payToProceed']],
    ['new lines at a locked table: only paying (refused until they are removed)', info({ status: 3 }), [line(1), line(2, 1, 21)], ['payToProceed']],
    ['paying at the table switched off', info({ payment_mode: 0 }), [line(2, 1, 21)], []],
    ['all paid', info(), [line(2, 1, 2)], []],
  ] as const)('%s', (_name, i, lines, want) => {
    expect(mapTableActions(i, lines as unknown as CartLine[])).toEqual(want);
  });

  it.each([
    ['not found', null, 'notFound'],
    ['switched off', info({ status: 0 }), 'notReady'],
    ['too many wrong passcodes', info({ status: 4 }), 'needsStaff'],
    ['ready, no sitting yet', info({ status: 1, tradeid: '' }), 'join'],
    ['passcode table not joined', info({ passcode_required: true, joined: false }), 'join'],
    ['paid', info({ orderid: 7, orderstatus: 2 }), 'paid'],
    ['ordering', info(), 'ordering'],
  ] as const)('%s → %s', (_name, i, want) => {
    expect(mapTablePhase(i)).toBe(want);
  });

  it.each([
    [{ message: 'Failed to fetch' }, 'network'],
    [server('NETWORK_BUSY'), 'network'],
    [server('WRONG_CREDENTIALS'), 'passcode'],
    [server('VERSION_CONFLICT'), 'conflict'],
    [server('INVALID_TOKEN'), 'session'],
    [server('TABLE_NOT_FOUND'), 'session'],
    [server('NO_SITTING'), 'session'],
    [server('TABLE_LOCKED'), 'refused'],
    // The words alone do not count: only the code the server sent.
    [{ message: 'version conflict' }, 'refused'],
  ] as const)('reads %j as %s', (failure, kind) => {
    expect(classifyTableFailure(failure)).toBe(kind);
  });
});

describe('paying at the table (orders-and-payments.md §5.1, §8.2; ADR 0006)', () => {
  it('checks before paying: empty, new lines on a locked or an open table, nothing left to pay', () => {
    expect(checkTablePay({ status: 2 }, [])).toEqual({ key: 'errors.CART_EMPTY' });
    expect(checkTablePay({ status: 3 }, [line(1, 1, 21), line(2, 1, 1, 11)])).toEqual({ key: 'table.removeNewItems' });
    expect(checkTablePay({ status: 2 }, [line(1, 1, 21), line(2, 1, 1, 11)])).toEqual({ key: 'table.sendNewFirst' });
    expect(checkTablePay({ status: 2 }, [line(1, 1, 2)])).toEqual({ key: 'table.alreadyPaid' });
    expect(checkTablePay({ status: 2 }, [line(1, 1, 21), line(2, 1, 2, 11)])).toBeNull();
    expect(checkTablePay({ status: 3 }, [line(1, 1, 21)])).toBeNull();
  });

  it('maps refusals: table messages as they are, pay at counter, pending payment, paid, network, anything else', () => {
    expect(mapTablePayFailure(server('TABLE_CHECKOUT_NEW_ITEMS'))).toEqual({ raw: 'Table is locked for checking out, please remove new items in shopping cart!' });
    expect(mapTablePayFailure(server('STORE_CLOSED', { payable: false }))).toEqual({ key: 'errors.PAY_AT_COUNTER' });
    expect(mapTablePayFailure(server('STORE_CLOSED'))).toEqual({ key: 'errors.OPERATION_FAILED' });
    expect(mapTablePayFailure(server('PAYING'))).toEqual({ key: 'errors.PAYING' });
    expect(mapTablePayFailure(server('FORBIDDEN'))).toEqual({ key: 'table.alreadyPaid' });
    expect(mapTablePayFailure({ message: 'Failed to fetch' })).toEqual({ key: 'errors.FAILED_TO_FETCH' });
    expect(mapTablePayFailure({ message: 'forbidden' })).toEqual({ key: 'errors.OPERATION_FAILED' });
  });

  it('a sitting is live while open or locked with something unpaid (or nothing yet)', () => {
    expect(isSittingLive({ status: 2, carts: [] })).toBe(true);
    expect(isSittingLive({ status: 3, carts: [line(1, 1, 21)] })).toBe(true);
    expect(isSittingLive({ status: 3, carts: [line(1, 1, 2)] })).toBe(false);
    expect(isSittingLive({ status: 5, carts: [line(1, 1, 21)] })).toBe(false);
    expect(isSittingLive({ status: 1, carts: [] })).toBe(false);
  });
});

describe('table prompts that hold the poster popup back (storefront.md §2.6 "Poster popup", §4 "Table states")', () => {
  const calm = { join: null, dead: false, retry: 0 };
  it('blocks while reading, joining, not found, not ready or needing staff', () => {
    for (const phase of ['loading', 'join', 'notFound', 'notReady', 'needsStaff'] as const) expect(isTableBlocked(phase, calm)).toBe(true);
  });
  it('blocks while the joining modal, the retry alert or the dead end is up, even when ordering', () => {
    expect(isTableBlocked('ordering', { ...calm, join: { closeable: true } })).toBe(true);
    expect(isTableBlocked('ordering', { ...calm, retry: 1 })).toBe(true);
    expect(isTableBlocked('ordering', { ...calm, dead: true })).toBe(true);
  });
  it('lets the poster show while ordering or paid with nothing to answer', () => {
    expect(isTableBlocked('ordering', calm)).toBe(false);
    expect(isTableBlocked('paid', calm)).toBe(false);
  });
});

describe('taps made before the first read (the rebase of the first read)', () => {
  it('re-applies what the diner added since the page loaded on the table cart, without the stale lines the page loaded with', () => {
    const loaded = [line(1, 2, 1, 10)];
    const tapped = [line(1, 2, 1, 10), line(7_000_001, 1, 1, 12)];
    const fresh = [line(5, 1, 21, 11)];
    const next = rebaseCart(loaded, tapped, fresh);
    expect(cartKeys(next)).toEqual(cartKeys([line(5, 1, 21, 11), line(7_000_001, 1, 1, 12)]));
    expect(buildSaveDiff(fresh, next)).toHaveLength(1);
  });
});

describe('a live table event: merged, or read again', () => {
  const event = (tradeid: string, carts: [] | null = [], state = 0) => ({ state, tradeid, carts });
  it('merges an in-sync event of the sitting the phone holds', () => {
    expect(eventNeedsRead({ tradeid: 'abc' }, event('abc'))).toBe(false);
    expect(eventNeedsRead({ tradeid: '' }, event(''))).toBe(false);
  });
  it('reads again on a refresh, a missing cart, no read yet, or another sitting — the first sitting of a table watched while ready included (its group account comes with the read)', () => {
    expect(eventNeedsRead({ tradeid: 'abc' }, event('abc', [], 1))).toBe(true);
    expect(eventNeedsRead({ tradeid: 'abc' }, event('abc', null))).toBe(true);
    expect(eventNeedsRead(null, event('abc'))).toBe(true);
    expect(eventNeedsRead({ tradeid: 'abc' }, event('def'))).toBe(true);
    expect(eventNeedsRead({ tradeid: '' }, event('abc'))).toBe(true);
  });
});
