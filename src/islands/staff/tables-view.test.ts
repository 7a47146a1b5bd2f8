import { describe, expect, it } from 'vitest';
import { cartGroups, tableActions, tableStatusCode } from './tables-view';
import type { StaffTable } from './staff-api';

const line = (over: Partial<{ name: string; count: number; status: number; round: number; type: number; price: number }>) => ({ name: 'Flat white', count: 1, status: 21, round: 1, type: 2, price: 500, ...over });
const table = (over: Partial<StaffTable> = {}): StaffTable => ({
  id: 1,
  code: 'abc',
  name: '6',
  seats: 4,
  tableStatus: 1,
  status: 1,
  passcode: '1234',
  lockout: { failedLastHour: 0 },
  sitting: { tradeid: 't', seats: 2, status: 2, rounds: 1, orderId: null, lockedBy: null, diners: 1, unpaidTotal: 650, orderStatus: 0, lines: [] },
  ...over,
});

describe('staff tables page', () => {
  it('groups the live cart into new lines first, then each round; modifiers stay under their item, combo groups are left out', () => {
    const groups = cartGroups([
      line({ round: 2, name: 'Muffin' }),
      line({ round: 1 }),
      line({ round: 1, type: 22, name: 'Extra shot' }),
      line({ round: 1, type: 1021, name: 'Combo group' }),
      line({ round: 0, status: 1, name: 'Tart' }),
    ]);
    expect(groups.map((g) => [g.round, g.lines.map((l) => l.name)])).toEqual([
      [0, ['Tart']],
      [1, ['Flat white', 'Extra shot']],
      [2, ['Muffin']],
    ]);
  });

  it('offers lock on an open table, unlock on a locked one, and switch on for a table switched off', () => {
    expect(tableActions(table())).toEqual(['lock', 'close', 'reset-passcode', 'switch-off']);
    expect(tableActions(table({ sitting: { ...table().sitting!, status: 3 } }))).toEqual(['unlock', 'close', 'reset-passcode', 'switch-off']);
    expect(tableActions(table({ sitting: null, tableStatus: 0, passcode: null }))).toEqual(['switch-on']);
    expect(tableStatusCode(table({ tableStatus: 0 }))).toBe(0);
    expect(tableStatusCode(table())).toBe(2);
  });
});
