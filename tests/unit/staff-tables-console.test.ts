/**
 * The staff console's table cards (src/server/http/staff-tables-console.ts): the browser script's
 * `tableCard` run here on a table view as /staff/api/tables answers it.
 */
import { describe, expect, it } from 'vitest';
import { TABLES_SCRIPT } from '../../src/server/modules/staff/tables-console';

const escapeHtml = (v: unknown) => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// The script's top-level declarations, with the console's `h` (escape) and no DOM listeners.
const tableCard = new Function('h', 'document', `${TABLES_SCRIPT}; return tableCard;`)(escapeHtml, { addEventListener: () => undefined }) as (x: unknown) => string;

const line = (over: Record<string, unknown>) => ({ id: 1, gid: 1, type: 2, status: 21, round: 1, count: 1, name: 'Flat white(Small)', ...over });
const table = (lines: unknown[], over: Record<string, unknown> = {}) => ({
  code: 'abc',
  name: '6',
  tableStatus: 1,
  status: 2,
  passcode: null,
  lockout: { failedLastHour: 0 },
  sitting: { tradeid: 't', version: 3, seats: 2, status: 2, rounds: 1, orderId: null, openedAt: 0, lockedBy: null, diners: 1, newLines: 0, sentLines: 2, paidLines: 0, unpaidTotal: 650, orderStatus: 0, lines },
  ...over,
});

describe('staff console table cards', () => {
  it("lists each item of a round with its modifiers under it ('+ Full cream × 1'), never a combo group line", () => {
    const html = tableCard(
      table([
        line({ id: 1, gid: 1 }),
        line({ id: 2, gid: 1, type: 22, name: 'Full cream' }),
        line({ id: 3, gid: 1, type: 22, name: 'Extra shot', count: 2 }),
        line({ id: 4, gid: 4, type: 102, name: 'Breakfast combo' }),
        line({ id: 5, gid: 4, type: 1021, name: 'Choose a drink' }),
        line({ id: 6, gid: 4, type: 2, name: 'Cold brew' }),
      ]),
    );
    expect(html).toContain('<h3>Round 1</h3>');
    const items = [...html.matchAll(/<li class="([^"]*)">([^<]*)<\/li>/g)].map((m) => [m[1].trim(), m[2]]);
    expect(items).toEqual([
      ['', 'Flat white(Small) × 1'],
      ['mod', '+ Full cream × 1'],
      ['mod', '+ Extra shot × 2'],
      ['', 'Breakfast combo × 1'],
      ['', 'Cold brew × 1'],
    ]);
  });

  it('says one phone or several, and who locked the table', () => {
    expect(tableCard(table([line({})]))).toContain('2 guests · 1 phone · unpaid $6.50');
    const locked = (lockedBy: number) => tableCard(table([line({})], { sitting: { ...table([]).sitting, lines: [line({})], diners: 3, status: 3, lockedBy } }));
    expect(locked(2)).toContain('3 phones · locked by a diner paying');
    expect(locked(1)).toContain('3 phones · locked by staff');
  });
});
