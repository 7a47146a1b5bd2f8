import { describe, expect, it } from 'vitest';
import { actionsFor, boardColumns, canPartlyRefund, categoryWord, courierStatusWord, paymentKey } from './board-view';
import en from '../../content/locales/en.json';
import zh from '../../content/locales/zh-CN.json';

/** A `t` over one locale file (dotted keys, {{x}} filled), answering the key when missing like i18next. */
const tOf = (m: Record<string, unknown>) => (key: string, params: Record<string, unknown> = {}) => {
  const v = key.split('.').reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), m);
  return typeof v === 'string' ? v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? '')) : key;
};
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

describe('board words in the staff language (issue 23)', () => {
  it('words a category by its name_i18n, else the default name by the app, else as the venue named it', () => {
    const tz = tOf(zh);
    expect(categoryWord({ category: 'Pick up', categoryType: 1, categoryI18n: {} }, 'zh-CN', tz)).toBe('自取');
    expect(categoryWord({ category: 'Delivery', categoryType: 4 }, 'zh-CN', tz)).toBe('外送');
    expect(categoryWord({ category: 'Window', categoryType: 1, categoryI18n: { 'zh-CN': '窗口取餐' } }, 'zh-CN', tz)).toBe('窗口取餐');
    expect(categoryWord({ category: 'Window', categoryType: 1, categoryI18n: { 'zh-CN': '窗口取餐' } }, 'en', tOf(en))).toBe('Window');
    expect(categoryWord({ category: 'Window', categoryType: 1, categoryI18n: { 'en-AU': 'Servery' } }, 'en-au', tOf(en))).toBe('Servery');
    expect(categoryWord({ category: 'Window', categoryType: 1 }, 'zh-CN', tz)).toBe('Window');
  });

  it('words a courier status by its code; an unknown code still shows', () => {
    const tz = tOf(zh);
    const known = (k: string) => tz(k) !== k;
    expect(courierStatusWord('picked_up', tz, known)).toBe('已取餐');
    expect(courierStatusWord('booking_failed', tOf(en), (k) => tOf(en)(k) !== k)).toBe('Booking failed');
    expect(courierStatusWord('teleported', tz, known)).toBe('状态：teleported');
  });
});
