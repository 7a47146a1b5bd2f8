/**
 * A brand's loyalty programme and voucher templates as imported from the brand file
 * (catalog format.ts `brand.loyalty`, `brand.voucher`; stored as validated JSON on `brands`), found by
 * venue code, venue id or brand id; with the venue's `membership` / `voucher` capabilities.
 * Spec: accounts-and-loyalty.md §2.2, §2.11–§2.13, §3 "Brand basic info", §6.
 */
import type { Db } from '../../platform/db/client';
import { findBrand, findVenueWithBrand, firstVenueWithCapability, type BrandRecord, type LoyaltyProgrammeInput, type VoucherSettingsInput, type VoucherTemplateInput } from '../catalog';

export type Programme = LoyaltyProgrammeInput;
export type VoucherSettings = VoucherSettingsInput;
export type VoucherTemplate = VoucherTemplateInput;

/** A brand with its programme (null = loyalty off) and voucher settings (null = vouchers off). */
export interface BrandLoyalty {
  brandId: number;
  code: string;
  name: string;
  logo: string;
  website: string;
  callNumber: string;
  monetaryUnit: string;
  monetaryRate: number;
  monetaryCode: string;
  themeColor: string;
  programme: Programme | null;
  voucher: VoucherSettings | null;
  /** The brand's e-gift card offer (catalog `giftCards`), null when it sells none. */
  giftCards: { values: number[]; expiry_months: number } | null;
}

/** A venue with its brand's loyalty and the venue's capabilities. */
export interface VenueLoyalty extends BrandLoyalty {
  venueId: number;
  venueCode: string;
  /** The venue has the 'membership' capability (§2.2). */
  membership: boolean;
  /** The venue has the 'voucher' capability (§2.2). */
  vouchers: boolean;
}

const nonEmpty = (o: Record<string, unknown>) => (o && Object.keys(o).length > 0 ? o : null);

/** A catalog brand as loyalty reads it (programme and voucher settings null when off). */
export function toBrandLoyalty(b: BrandRecord): BrandLoyalty {
  return {
    brandId: b.id,
    code: b.code,
    name: b.name,
    logo: b.logo,
    website: b.website,
    callNumber: b.callNumber,
    monetaryUnit: b.monetaryUnit,
    monetaryRate: b.monetaryRate,
    monetaryCode: b.monetaryCode,
    themeColor: b.membership?.theme_color ?? '#0162fe',
    programme: nonEmpty(b.loyalty) as Programme | null,
    voucher: nonEmpty(b.voucher) as VoucherSettings | null,
    giftCards: b.giftCards,
  };
}

/** The brand with this id, or null. */
export async function brandById(db: Db, brandId: number): Promise<BrandLoyalty | null> {
  const b = await findBrand(db, { id: brandId });
  return b ? toBrandLoyalty(b) : null;
}

/** The brand with this code, or null. */
export async function brandByCode(db: Db, code: string): Promise<BrandLoyalty | null> {
  const b = await findBrand(db, { code });
  return b ? toBrandLoyalty(b) : null;
}

/** The venue (by code or id) with its brand's loyalty and its capabilities, or null. */
export async function venueLoyalty(db: Db, venue: string | number): Promise<VenueLoyalty | null> {
  const row = await findVenueWithBrand(db, venue);
  if (!row) return null;
  const has = (c: string) => row.capabilities.includes(c);
  return { ...toBrandLoyalty(row.brand), venueId: row.venueId, venueCode: row.venueCode, membership: has('membership'), vouchers: has('voucher') };
}

/** The voucher template `code` of a brand, or null. */
export function templateOf(brand: BrandLoyalty, code: string): VoucherTemplate | null {
  return brand.voucher?.templates.find((t) => t.code === code) ?? null;
}

/**
 * The venue a loyalty page falls back to when the browser knows none (no store visited yet): the
 * first venue (by id) with capability `cap` ('membership' or 'voucher'), or null.
 */
export async function defaultLoyaltyVenue(db: Db, cap: 'membership' | 'voucher'): Promise<string | null> {
  return firstVenueWithCapability(db, cap);
}
