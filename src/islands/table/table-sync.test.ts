import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTableCartDiff, mergeCartLines } from '../../domain/cart';
import type { CartLine } from '../../domain/types';
import {
  buildSaveDiff,
  cartKeys,
  classifyTableFailure,
  lineIdBase,
  mapTableActions,
  mapTablePhase,
  mapTableTabs,
  rebaseCart,
  toCartLine,
  type TableInfo,
} from './table-sync';

const line = (id: number, count = 1, status: 1 | 2 | 21 = 1, pid = 10): CartLine => ({
  id, tid: id, gid: id, status, store_id: 1, menu_id: 1, code: `p${pid}`, count, name: `P${pid}`, pid, sid: 0, cid: 1, sequence: 0,
  discount: 0, value: 450, price: 450, type: 2, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}',
});

const info = (p: Partial<TableInfo> = {}): TableInfo => ({
  status: 2, state: 0, payment_mode: 1, tid: 1, venue_id: 1, device_uid: 'd', orderid: 0, orderstatus: 0, orderversion: 3, tradeid: 'abc',
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
    ['nothing sent yet: no tabs', [line(1)], undefined, { shown: false, tab: 'new' }],
    ['new and sent lines: tabs, newly added by default', [line(1), line(2, 2, 21)], undefined, { shown: true, tab: 'new', newCount: 1, orderedCount: 2 }],
    ['all sent: back to ordered', [line(2, 2, 21)], undefined, { shown: true, tab: 'ordered' }],
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
    ['Failed to fetch', 'network'],
    ['network busy', 'network'],
    ['The account or password incorrect', 'passcode'],
    ['version conflict', 'conflict'],
    ['invalid token', 'session'],
    ["Table is locked for checking out, new item can't be added.", 'refused'],
  ] as const)('reads %s as %s', (message, kind) => {
    expect(classifyTableFailure(message)).toBe(kind);
  });
});
