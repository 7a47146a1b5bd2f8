/**
 * The brand file's loyalty, vouchers and gift cards (docs/venue-format.md "Loyalty and vouchers";
 * accounts-and-loyalty.md §2.11–§2.13, §2.16): the programme (points, levels, punch cards), voucher
 * templates and the e-gift cards a brand sells.
 */
import { z } from 'zod';
import { cents, code, count, hexColor, i18nMap, positive, str, venueCode } from './fields';

/** Card look (accounts-and-loyalty.md §3 "Brand basic info": card_style {bg_color, logo2x, strip2x}). */
const cardStyle = z.strictObject({ bg_color: hexColor.default('#5d68cf'), logo2x: str, strip2x: str });

/**
 * A voucher template: what a voucher issued from it takes off, with coupon semantics
 * (src/domain/coupons.ts): exactly one of `amount_off` (cents) and `percent_off` (1–100).
 */
const voucherTemplate = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  amount_off: cents.optional(),
  percent_off: z.int('expected a whole percent').min(1, 'expected 1 to 100').max(100, 'expected 1 to 100').optional(),
  /** Days a voucher stays valid from its issue. */
  validity_days: positive.default(90),
  /** Cents: the items subtotal needed. */
  minimum_order: cents.default(0),
  /** Venue codes it may be used at; [] = every venue of the brand. */
  venues: z.array(venueCode).default([]),
  /** Only registered members may use it (vouchers belong to members, so true unless said). */
  member_only: z.boolean().default(true),
});
export type VoucherTemplateInput = z.output<typeof voucherTemplate>;

/** A punch card: each counted item bought adds a punch; at `threshold` punches the reward voucher is issued. */
const punchCard = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  /** Product codes that count (in any menu of the brand's venues). */
  products: z.array(code).default([]),
  /** Category codes whose products count. */
  categories: z.array(code).default([]),
  threshold: z.int('expected a whole number').min(2, 'expected 2 or more').max(100, 'expected 100 or less'),
  /** The voucher template issued when the card is full. */
  reward: code,
});

/** A level (grade): reached at `threshold` lifetime points. */
const level = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  threshold: count,
  color: hexColor.default('#5d68cf'),
});

/**
 * The brand's loyalty programme (accounts-and-loyalty.md §2.11, §3 "Customer", "Brand basic info").
 * Absent = loyalty off ('Feature Not Available').
 */
export const loyaltyProgramme = z.strictObject({
  /** Points earned per whole currency unit paid (e.g. 1 = 1 point per $1); 0 = no points. */
  points_per_unit: z.number('expected a number of points').min(0, 'expected 0 or more').max(1000, 'expected 1000 or less').default(1),
  /** How fractional points round. */
  rounding: z.enum(['floor', 'round', 'ceil']).default('floor'),
  /** Cents one point is worth when redeemed (credit); 0 = points cannot be redeemed. */
  point_value: cents.default(0),
  /**
   * Points are converted into credits (issue 26 item 7) in whole blocks of this many points, each worth
   * `credit_threshold × point_value` cents; nothing converts below it.
   */
  credit_threshold: z.number('expected a number of points').int('expected whole points').min(1, 'expected 1 or more').max(1_000_000, 'expected 1000000 or less').default(100),
  /** When points become credits: 'on_earn' (the payment that brings the balance to the threshold converts it), or 'off' (never). */
  credit_conversion: z.enum(['on_earn', 'off']).default('on_earn'),
  levels: z.array(level).default([]),
  card_style: cardStyle.default({ bg_color: '#5d68cf', logo2x: '', strip2x: '' }),
  punch_cards: z.array(punchCard).default([]),
  /** A voucher template every new member receives. */
  welcome_voucher: code.optional(),
});
export type LoyaltyProgrammeInput = z.output<typeof loyaltyProgramme>;

/** Brand vouchers (§2.12, §2.13). Absent = vouchers off. */
export const voucherSettings = z.strictObject({
  card_style: cardStyle.default({ bg_color: '#5d68cf', logo2x: '', strip2x: '' }),
  templates: z.array(voucherTemplate).default([]),
});
export type VoucherSettingsInput = z.output<typeof voucherSettings>;

/**
 * E-gift cards a brand sells (accounts-and-loyalty.md §2.16, §3 "Brand basic info" gift_card; the
 * giftcards module): the card values offered in cents (e.g. [2500, 5000, 10000]) and how long a card
 * lasts in whole months from issue. Australian law (Competition and Consumer Act, gift cards, 2019)
 * requires at least 3 years, so fewer than 36 months is refused. The currency is the brand's.
 */
export const giftCardsSchema = z.strictObject({
  values: z
    .array(z.int('expected whole cents').min(100, 'at least 100 cents ($1)').max(100_000, 'at most 100000 cents ($1000)'))
    .min(1, 'offer at least one value')
    .max(10, 'at most 10 values')
    .refine((v) => new Set(v).size === v.length, 'values must differ'),
  expiry_months: z
    .int('expected a whole number of months')
    .min(36, 'gift cards must last at least 36 months (3 years, as Australian law requires)')
    .max(1200, 'at most 1200 months'),
});
export type GiftCardsConfig = z.output<typeof giftCardsSchema>;
