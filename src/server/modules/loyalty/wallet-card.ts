/**
 * The member card a phone-wallet pass shows (accounts-and-loyalty.md §2.11 "add to wallet"): the
 * accounts module's uid and name with this module's points and level, at the first venue with the
 * `membership` capability (a pass is per member, not per venue; one brand per deployment is the demo's
 * case — a multi-brand host shows the first brand's programme); its QR is the member's signed pass code
 * (`signMemberPass`, revocable by pass version; ADR 0011). Plugged into the wallet routes in
 * `src/server/routes.ts`.
 */
import type { Services } from '../../services';
import { accountMemberCard, type MemberCard, type Viewer } from '../accounts';
import { nowSeconds } from '../../platform/clock';
import { customerInfoQuery } from './customer';
import { memberCodeKeys, memberPassVersion, signMemberPass } from './member-code';
import { defaultLoyaltyVenue, venueLoyalty } from './programme';

/** The viewer's card: `{uid, name, points, level}`; points 0 and no level when no programme applies; null for no member. */
export async function loyaltyMemberCard(services: Services, viewer: Viewer): Promise<MemberCard | null> {
  const base = await accountMemberCard(services, viewer);
  if (!base) return null;
  const venue = await defaultLoyaltyVenue(services.db, 'membership');
  if (!venue) return base;
  const info = await customerInfoQuery(services, viewer, { venue_code: venue });
  if (!info.ok) return base;
  const c = info.value.customerInfo;
  // The pass's QR: a year-long signed pass code of the current pass version, not the bare uid (ADR 0011).
  const brand = await venueLoyalty(services.db, venue);
  const barcode = brand ? (await signMemberPass(await memberCodeKeys(services.db, brand.brandId), brand.code, base.uid, await memberPassVersion(services.db, brand.brandId, base.uid), nowSeconds(services.clock))).code : undefined;
  return { ...base, barcode, points: c.points, level: c.grade || undefined };
}
