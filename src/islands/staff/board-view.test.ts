import { describe, expect, it } from 'vitest';
import { actionsFor, boardColumns, canPartlyRefund, paymentKey } from './board-view';
import type { StaffOrder } from './staff-api';

const order = (over: Partial<StaffOrder>): StaffOrder =>
  ({ tradeid: 't', number: '1', status: 2, payment: 'paid', labelKey: 'paid', category: '', categoryType: 1, createdAt: 0, validtime: 0, totalCents: 0, paidCents: 0, refundable: 0, customer: '', notes: '', itemLines: [], stores: [], lines: [], refunds: [], column: 'new', actions: [], courier: null, ...over }) as StaffOrder;

describe('staff orders board', () => {
  it('hides refund buttons from the staff role, not from managers', () => {
    const actions = [{ status: 6, tone: 'go' as const }, { status: 44, tone: 'warn' as const }];
    expect(actionsFor('staff', actions).map((a) => a.status)).toEqual([6]);
    expect(actionsFor('manager', actions).map((a) => a.status)).toEqual([6, 44]);
    expect(canPartlyRefund('staff', { refundable: 500 })).toBe(false);
    expect(canPartlyRefund('owner', { refundable: 500 })).toBe(true);
    expect(canPartlyRefund('owner', { refundable: 0 })).toBe(false);
  });

  it('places a food-hall order under the picked store’s own progress, and hides orders without that store', () => {
    const hall = order({ tradeid: 'h', column: 'new', stores: [{ id: 1, name: 'A', labelKey: '', itemLines: [], column: 'ready', actions: [] }, { id: 2, name: 'B', labelKey: '', itemLines: [], column: 'new', actions: [] }] });
    const other = order({ tradeid: 'o', column: 'progress', stores: [{ id: 2, name: 'B', labelKey: '', itemLines: [], column: 'progress', actions: [] }, { id: 3, name: 'C', labelKey: '', itemLines: [], column: 'new', actions: [] }] });
    expect(boardColumns([hall, other], 1).ready.map((o) => o.tradeid)).toEqual(['h']);
    expect(boardColumns([hall, other], 1).progress).toEqual([]);
    expect(boardColumns([hall, other], 0).new.map((o) => o.tradeid)).toEqual(['h']);
  });

  it('words a partial refund apart from a full one', () => {
    expect(paymentKey(11, 'partly refunded')).toBe('partlyRefunded');
    expect(paymentKey(11, 'refunding')).toBe('refunding');
    expect(paymentKey(99, 'x')).toBe('unknown');
  });
});
