/**
 * The loyalty use cases the GraphQL fields call (accounts-and-loyalty.md §7 "Loyalty, brand and
 * voucher queries"): customerInfoQuery, customerVoucherList, voucherInfoQuery, and the staff
 * console's in-store redemption. Every read is the viewer's own: another member's voucher is
 * 'not found' (no IDOR).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../../domain/result';
import { nowSeconds } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Services } from '../../services';
import { findMember, recordStaffAction, staffMay, type StaffPrincipal, type Viewer } from '../accounts';
import { brandVenueLocations } from '../catalog';
import { balancesOf, memberLevel } from './ledger';
import { brandById, venueLoyalty, type BrandLoyalty } from './programme';
import { claimVoucher, listVouchers, toVoucherView, voucherByCode, type VoucherView } from './vouchers';

type Deps = Pick<Services, 'db' | 'clock'>;

const CARD_DEFAULT = '#5d68cf';

/** brandBasicInfo (§3 "Brand basic info"). */
export interface BrandBasicInfoView {
  name: string;
  code: string;
  logo: string;
  website: string;
  call_number: string;
  monetary_unit: string;
  monetary_rate: number;
  monetary_code: string;
  theme_color: string;
  venue_code: string;
  loyalty: { card_style: { bg_color: string; logo2x: string; strip2x: string } } | null;
  voucher: { card_style: { bg_color: string; logo2x: string; strip2x: string } } | null;
  customer_grades: { id: number; name: string; color: string; grade: number }[];
  /** One per venue of the brand (the card's 'order online' link goes to the brand page when more than one). */
  locations: { latitude: number; longitude: number }[];
  /** The brand's e-gift card offer (values in cents), null when it sells none (§3 gift_card). */
  gift_card: { values: number[]; expiry_months: number } | null;
  /** 1 a one-venue brand, 2 several venues (§3 model; issue 26 item 10). */
  model: number;
  /** The venue asked for; 0 for the brand (§3 venue_id). */
  venue_id: number;
}

/** The brand header of loyalty answers (§3 "Brand basic info") for brand `b`, seen from venue `venueCode` ('brand' for none). */
export async function brandBasicInfo(db: Db, b: BrandLoyalty, venueCode: string, venueId = 0): Promise<BrandBasicInfoView> {
  const venues = await brandVenueLocations(db, b.brandId);
  const style = (s?: { bg_color?: string; logo2x?: string; strip2x?: string }) => ({ bg_color: s?.bg_color || CARD_DEFAULT, logo2x: s?.logo2x ?? '', strip2x: s?.strip2x ?? '' });
  return {
    name: b.name,
    code: b.code,
    logo: b.logo,
    website: b.website,
    call_number: b.callNumber,
    monetary_unit: b.monetaryUnit,
    monetary_rate: b.monetaryRate,
    monetary_code: b.monetaryCode,
    theme_color: b.themeColor,
    venue_code: venueCode,
    loyalty: b.programme ? { card_style: style(b.programme.card_style) } : null,
    voucher: b.voucher ? { card_style: style(b.voucher.card_style) } : null,
    customer_grades: (b.programme?.levels ?? []).map((l, i) => ({ id: i + 1, name: l.name, color: l.color, grade: l.threshold })),
    locations: venues.map((v) => ({ latitude: Number(v.latitude ?? 0), longitude: Number(v.longitude ?? 0) })),
    gift_card: b.giftCards ? { values: [...b.giftCards.values], expiry_months: b.giftCards.expiry_months } : null,
    model: venues.length > 1 ? 2 : 1,
    venue_id: venueId,
  };
}

/**
 * customerInfo (§3 "Customer"). `owner` says whose card it is at which brand: the session fields
 * (authorization, authorization_code, info) are resolved from it for the owner's own session only.
 */
export interface CustomerInfoView {
  owner: { userId: number; brandId: number };
  uid: string;
  name: string;
  grade: string;
  /** JSON text of the level name's translations. */
  grade_i18n: string;
  grade_color: string;
  brand_code: string;
  points: number;
  lifetime_points: number;
  credit_balance: number;
  login_type: number;
  punches: { id: string; name: string; name_i18n: string; count: number; threshold: number }[];
  capabilities: { cap: string }[];
}

/** The viewer's user when a registered member, else null (accounts' `findMember`). */
async function memberOf(db: Db, viewer: Viewer | null) {
  return findMember(db, viewer?.userId);
}

/** The card of `userId` at `brand` (a brand with a programme). */
export async function customerInfoOf(db: Db, user: { id: number; uid: string; firstname: string; lastname: string; platform?: number }, brand: BrandLoyalty): Promise<CustomerInfoView> {
  const p = brand.programme!;
  const b = await balancesOf(db, user.id, brand.brandId);
  const level = memberLevel(brand, b);
  const caps: string[] = [];
  if (p.points_per_unit > 0) caps.push('points');
  if (p.punch_cards.length > 0) caps.push('punches');
  if (p.point_value > 0) caps.push('credits');
  if (p.levels.length > 0) caps.push('grade');
  return {
    owner: { userId: user.id, brandId: brand.brandId },
    uid: user.uid,
    name: [user.firstname, user.lastname].filter(Boolean).join(' '),
    grade: level?.name ?? '',
    grade_i18n: JSON.stringify(level?.name_i18n ?? {}),
    grade_color: level?.color ?? '',
    brand_code: brand.code,
    points: b.points,
    lifetime_points: b.lifetimePoints,
    credit_balance: b.credits,
    // §3 login_type: how the member logs in — 1 mobile and password (platform 0 or 1), 3/4/5 social.
    login_type: user.platform && user.platform > 1 ? user.platform : 1,
    punches: p.punch_cards.map((c) => ({ id: c.code, name: c.name, name_i18n: JSON.stringify(c.name_i18n ?? {}), count: b.punches[c.code] ?? 0, threshold: c.threshold })),
    capabilities: caps.map((cap) => ({ cap })),
  };
}

const infoArgs = z.object({ venue_code: z.string().trim().min(1).max(64), uid: z.string().max(64).nullish(), code: z.string().max(200).nullish() });

/**
 * customerInfoQuery(venue_code, uid, code): the brand and the viewer's card. NOT_FOUND without a
 * member's session (the page then goes to login, §2.11), for an unknown venue, or a `uid` that is not
 * the viewer's; FEATURE_NOT_AVAILABLE when the brand has no loyalty programme. (`code` is accepted and
 * not used: a card code is exchanged for a session by userLoginOa instead, ADR 0012.) The card's session
 * fields (authorization, authorization_code, info) are resolved from `owner` (loyalty/resolvers.ts).
 */
export async function customerInfoQuery(deps: Deps, viewer: Viewer | null, args: unknown): Promise<Result<{ brandBasicInfo: BrandBasicInfoView; customerInfo: CustomerInfoView }>> {
  const a = infoArgs.safeParse(args);
  if (!a.success) return err('NOT_VALID', { field: String(a.error.issues[0]?.path[0] ?? 'venue_code') });
  const user = await memberOf(deps.db, viewer);
  if (!user) return err('NOT_FOUND');
  if (a.data.uid && a.data.uid !== user.uid) return err('NOT_FOUND');
  const venue = await venueLoyalty(deps.db, a.data.venue_code);
  if (!venue) return err('NOT_FOUND');
  if (!venue.programme) return err('FEATURE_NOT_AVAILABLE');
  return ok({ brandBasicInfo: await brandBasicInfo(deps.db, venue, venue.venueCode, venue.venueId), customerInfo: await customerInfoOf(deps.db, user, venue) });
}

const listArgs = z.object({ count: z.int().min(1).max(100), index: z.int().min(0).max(100_000), venue_code: z.string().trim().max(64).nullish() });

/**
 * customerVoucherList(count, index, venue_code): the viewer's vouchers of the venue's brand, newest
 * first, status at now. INVALID_TOKEN without a session ('You need to login first', §2.12); a guest
 * has none ([]); FEATURE_NOT_AVAILABLE when the brand has no vouchers; NOT_FOUND for an unknown venue.
 */
export async function customerVoucherList(deps: Deps, viewer: Viewer | null, args: unknown): Promise<Result<VoucherView[]>> {
  const a = listArgs.safeParse(args);
  if (!a.success) return err('NOT_VALID', { field: String(a.error.issues[0]?.path[0] ?? 'count') });
  if (!viewer?.userId) return err('INVALID_TOKEN');
  const user = await memberOf(deps.db, viewer);
  if (!user) return ok([]);
  if (!a.data.venue_code) return err('NOT_FOUND');
  const venue = await venueLoyalty(deps.db, a.data.venue_code);
  if (!venue) return err('NOT_FOUND');
  if (!venue.voucher) return err('FEATURE_NOT_AVAILABLE');
  const now = nowSeconds(deps.clock);
  return ok((await listVouchers(deps.db, user.id, venue.brandId, a.data.count, a.data.index)).map((v) => toVoucherView(v, venue.code, now)));
}

const voucherArgs = z.object({ venue_code: z.string().trim().max(64).nullish(), code: z.string().trim().min(1).max(64) });

/**
 * voucherInfoQuery(venue_code, code): the viewer's voucher and its brand. With no venue, or venue
 * code 'brand': the voucher first, then its brand (§7); with a venue, the voucher must be of that
 * venue's brand. INVALID_TOKEN without a session; NOT_FOUND for an unknown code, another member's
 * voucher or another brand's; FEATURE_NOT_AVAILABLE when the brand has no vouchers.
 */
export async function voucherInfoQuery(deps: Deps, viewer: Viewer | null, args: unknown): Promise<Result<{ brandBasicInfo: BrandBasicInfoView; voucherInfo: VoucherView }>> {
  const a = voucherArgs.safeParse(args);
  if (!a.success) return err('NOT_VALID', { field: String(a.error.issues[0]?.path[0] ?? 'code') });
  if (!viewer?.userId) return err('INVALID_TOKEN');
  const v = await voucherByCode(deps.db, a.data.code);
  if (!v || v.userId !== viewer.userId) return err('NOT_FOUND');
  const venueCode = a.data.venue_code && a.data.venue_code !== 'brand' ? a.data.venue_code : null;
  const brand = venueCode ? await venueLoyalty(deps.db, venueCode) : await brandById(deps.db, v.brandId);
  if (!brand || brand.brandId !== v.brandId) return err('NOT_FOUND');
  if (!brand.voucher) return err('FEATURE_NOT_AVAILABLE');
  return ok({ brandBasicInfo: await brandBasicInfo(deps.db, brand, venueCode ?? 'brand', 'venueId' in brand ? (brand as { venueId: number }).venueId : 0), voucherInfo: toVoucherView(v, brand.code, nowSeconds(deps.clock)) });
}

/**
 * Staff redeem a voucher in store (scanned or typed code) at their venue: the voucher must be of the
 * venue's brand and usable there (its venues), active and not expired; it becomes Used (by 'store').
 * NOT_FOUND unknown code or another brand's; NOT_VALID not usable at this venue; EXIST_ALREADY used;
 * COUPON_OUTSIDE_VALIDITY expired; FORBIDDEN for a staff member below manager (issue 23 item 2). A
 * redemption is recorded in the staff audit log ('voucher.redeem', with its code).
 */
export async function redeemVoucherInStore(deps: Deps, staff: StaffPrincipal, code: unknown): Promise<Result<VoucherView>> {
  if (!staffMay(staff, 'manager')) return err('FORBIDDEN', { reason: 'role', needed: 'manager' });
  const c = z.string().trim().min(1).max(64).safeParse(code);
  if (!c.success) return err('NOT_VALID', { field: 'code' });
  const venue = await venueLoyalty(deps.db, staff.venueId);
  const v = await voucherByCode(deps.db, c.data);
  if (!venue || !v || v.brandId !== venue.brandId) return err('NOT_FOUND');
  if (v.venues.length > 0 && !v.venues.includes(venue.venueCode)) return err('NOT_VALID', { field: 'venue' });
  const now = nowSeconds(deps.clock);
  if (v.status === 1 && v.validEndAt < now) return err('COUPON_OUTSIDE_VALIDITY', { id: v.id });
  const claimed = await claimVoucher(deps.db, v.id, null, null, now);
  if (claimed.ok) await recordStaffAction(deps.db, deps.clock, staff, { action: 'voucher.redeem', details: { code: claimed.value.code, voucher: v.id } });
  return claimed.ok ? ok(toVoucherView(claimed.value, venue.code, now)) : claimed;
}
