/**
 * Staff 'add points' (issue 26 item 8; accounts-and-loyalty.md §2.11 "points"): after scanning a
 * member's card (`staffMemberCard`), a manager or owner gives the member points by hand — a birthday,
 * a complaint made good, a stamp card carried over. The ledger's existing `adjust` kind holds it (a
 * positive points row, its note the staff's reason), points reaching the brand's credit threshold
 * convert as an order's would (`convertPoints`), the staff audit log records who, how many and why
 * in the same transaction, and the member's card and history show it (kind 'adjusted', the reason).
 *
 * The member is named by uid, the one the verified scan answered: managers and owners can already
 * find any member of the venue's brand (the customers console), so a second signed token would add
 * nothing; the audit line is what keeps it honest.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../../domain/result';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import { findMemberByUid, recordStaffAction, staffMay, type StaffPrincipal } from '../accounts';
import { customerInfoOf, type CustomerInfoView } from './customer';
import { convertPoints } from './ledger';
import { venueLoyalty } from './programme';
import { LEDGER_KIND, LEDGER_UNIT, loyaltyLedger } from './schema';

/** Most points one adjustment may give. */
export const MAX_POINTS_ADJUST = 100_000;

const pointsArgs = z.object({
  uid: z.string().trim().min(1).max(64),
  points: z.int().min(1).max(MAX_POINTS_ADJUST),
  reason: z.string().trim().min(1).max(200),
});

/**
 * staffMemberPointsAdd(uid, points, reason): adds `points` (integer 1–100,000) to the member's points
 * at the staff venue's brand, with `reason` (1–200 characters) as the ledger note and in the audit log
 * (action 'member.points.add', details {uid, points, reason}). Answers the member's card after the
 * change. Errors: FORBIDDEN below manager; NOT_VALID {field: uid | points | reason}; NOT_FOUND (venue
 * without its brand, or no such member); FEATURE_NOT_AVAILABLE without a loyalty programme.
 */
export async function addMemberPoints(deps: Pick<Services, 'db' | 'clock' | 'pubsub'>, staff: StaffPrincipal, args: unknown): Promise<Result<CustomerInfoView>> {
  if (!staffMay(staff, 'manager')) return err('FORBIDDEN', { reason: 'role', needed: 'manager' });
  const a = pointsArgs.safeParse(args);
  if (!a.success) return err('NOT_VALID', { field: String(a.error.issues[0]?.path[0] ?? 'points') });
  const venue = await venueLoyalty(deps.db, staff.venueId);
  if (!venue) return err('NOT_FOUND');
  if (!venue.programme) return err('FEATURE_NOT_AVAILABLE');
  const member = await findMemberByUid(deps.db, a.data.uid);
  if (!member) return err('NOT_FOUND');
  const now = nowSeconds(deps.clock);
  await deps.db.transaction(async (tx) => {
    await tx.insert(loyaltyLedger).values({ userId: member.id, brandId: venue.brandId, kind: LEDGER_KIND.adjust, unit: LEDGER_UNIT.points, amount: a.data.points, orderId: null, note: a.data.reason, createdAt: now });
    await convertPoints(tx, venue, member.id, null, now);
    await recordStaffAction(tx, deps.clock, staff, { action: 'member.points.add', details: { uid: member.uid, points: a.data.points, reason: a.data.reason } });
  });
  deps.pubsub.publish('memberCardChanged', String(member.id), { brandId: venue.brandId });
  return ok(await customerInfoOf(deps.db, member, venue));
}
