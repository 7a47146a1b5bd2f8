/**
 * The staff audit log (issue 23 item 2 "every staff action is recorded in an audit log (who, what,
 * when, order, amount) that owners and managers can read and filter").
 *
 * `recordStaffAction` is called by every staff mutation (refund, cancel, sold out, pause, capacity …)
 * in the same transaction as the change it records, so a change is never without its line.
 */
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { nowSeconds, type Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { staffAudit } from './schema';
import type { StaffPrincipal } from './staff-principal';

/** What a staff action is: `action` a dotted name ('order.refund'); `amount` in cents. */
export interface StaffActionInput {
  action: string;
  tradeid?: string | null;
  amount?: number | null;
  details?: Record<string, unknown>;
}

/** One line of the audit log; `at` in seconds since the epoch, `amount` in cents. */
export interface StaffAuditLine {
  id: number;
  memberId: number | null;
  memberName: string;
  action: string;
  tradeid: string | null;
  amount: number | null;
  details: Record<string, unknown>;
  at: number;
}

/** The name the log shows for a principal: the member's name, or 'Owner' for the bootstrap credential. */
export const staffActorName = (staff: StaffPrincipal): string => staff.memberName ?? 'Owner';

/** Appends one line for `staff`'s action at the venue (run it in the change's transaction). */
export async function recordStaffAction(exec: Db, clock: Clock, staff: StaffPrincipal, input: StaffActionInput): Promise<void> {
  await exec.insert(staffAudit).values({
    venueId: staff.venueId,
    memberId: staff.memberId ?? null,
    memberName: staffActorName(staff),
    action: input.action,
    tradeid: input.tradeid ?? null,
    amount: input.amount ?? null,
    details: input.details ?? {},
    at: nowSeconds(clock),
  });
}

/** Filters of the audit log: by action prefix ('order.'), member, order, and a time range (seconds). */
export interface StaffAuditFilter {
  action?: string;
  memberId?: number;
  tradeid?: string;
  from?: number;
  to?: number;
  /** At most this many lines (default 200, at most 1,000), newest first. */
  limit?: number;
}

/** The venue's audit lines, newest first. */
export async function listStaffActions(exec: Db, venueId: number, filter: StaffAuditFilter = {}): Promise<StaffAuditLine[]> {
  const where: SQL[] = [eq(staffAudit.venueId, venueId)];
  if (filter.memberId !== undefined) where.push(eq(staffAudit.memberId, filter.memberId));
  if (filter.tradeid) where.push(eq(staffAudit.tradeid, filter.tradeid));
  if (filter.from !== undefined) where.push(gte(staffAudit.at, filter.from));
  if (filter.to !== undefined) where.push(lte(staffAudit.at, filter.to));
  const rows = await exec
    .select()
    .from(staffAudit)
    .where(and(...where))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(Math.min(Math.max(filter.limit ?? 200, 1), 1000));
  const lines = rows.map((r) => ({ id: r.id, memberId: r.memberId, memberName: r.memberName, action: r.action, tradeid: r.tradeid, amount: r.amount, details: r.details, at: r.at }));
  return filter.action ? lines.filter((l) => l.action === filter.action || l.action.startsWith(`${filter.action}.`)) : lines;
}
