/**
 * Pure view rules of the staff tables page (issue 23 item 1; was tables-console.ts): a table's status
 * as staff read it, its live cart grouped into not-yet-sent lines and kitchen rounds (modifiers under
 * their item, combo group lines left out), and the actions it offers. No I/O.
 */
import type { StaffTable, TableAction } from './staff-api';

/** TABLE_STATUS as staff read it: 0 switched off, 1 ready, 2 open, 3 locked for checkout, … */
export function tableStatusCode(x: Pick<StaffTable, 'tableStatus' | 'status' | 'sitting'>): number {
  if (x.tableStatus !== 1) return 0;
  return x.sitting ? x.sitting.status : x.status;
}

/** The tone of a table status tag. */
export function tableTone(code: number): 'go' | 'wait' | 'warn' | 'info' {
  if (code === 2) return 'go';
  if (code === 3 || code === 4) return 'wait';
  if (code === 0) return 'warn';
  return 'info';
}

type Line = NonNullable<StaffTable['sitting']>['lines'][number];

/** The cart's groups: lines not sent yet (round 0, status 1), then each round in order. Combo group lines (1021) are structure only. */
export function cartGroups(lines: readonly Line[]): { round: number; lines: Line[] }[] {
  const heads = lines.filter((l) => l.type !== 1021);
  const fresh = heads.filter((l) => l.round === 0 && l.status === 1);
  const rounds = [...new Set(heads.filter((l) => l.round > 0).map((l) => l.round))].sort((a, b) => a - b);
  return [...(fresh.length ? [{ round: 0, lines: fresh }] : []), ...rounds.map((r) => ({ round: r, lines: heads.filter((l) => l.round === r) }))];
}

/** The actions a table offers now, in order. */
export function tableActions(x: StaffTable): TableAction[] {
  const out: TableAction[] = [];
  if (x.sitting?.status === 2) out.push('lock');
  if (x.sitting?.status === 3) out.push('unlock');
  if (x.sitting) out.push('close');
  if (x.passcode !== null) out.push('reset-passcode');
  out.push(x.tableStatus === 1 ? 'switch-off' : 'switch-on');
  return out;
}

/** The message key under `staff.tables` of an action. */
export const ACTION_KEY: Record<TableAction, string> = { lock: 'lock', unlock: 'unlock', close: 'close', 'reset-passcode': 'resetPasscode', 'switch-off': 'switchOff', 'switch-on': 'switchOn' };
