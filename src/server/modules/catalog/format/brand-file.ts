/**
 * The brand file as a whole (docs/venue-format.md "Top level"): the brand with its loyalty, vouchers and
 * gift cards, the home page's banners and the venues; the types of a parsed file; and how a problem is
 * reported (a JSON path and a message).
 */
import { z } from 'zod';
import { code, hexColor, str, venueCode } from './fields';
import { giftCardsSchema, loyaltyProgramme, voucherSettings } from './loyalty';
import { venue } from './venue';

const brand = z.strictObject({
  code: venueCode,
  name: z.string().min(1, 'required'),
  logo: str,
  website: str,
  call_number: str,
  /** The privacy policy's contact e-mail (accounts-and-loyalty.md §1, §2.1 /policy/privacy); '' → none shown. */
  contact_email: z.union([z.literal(''), z.email()]).default(''),
  /** The privacy policy's postal address, one line; '' → none shown. */
  postal_address: str,
  /** ISO 4217 currency code. */
  currency: z.string().regex(/^[A-Z]{3}$/, "expected an ISO currency code such as 'AUD'").default('AUD'),
  /** Display symbol; copied to each venue's config.monetaryunit unless set there. */
  monetary_unit: z.string().default('$'),
  monetary_rate: z.number().positive().default(1),
  country: z.string().default('au'),
  /** Copied to each venue's config.timezone unless set there. */
  timezone: z.string().default('Australia/Sydney'),
  /** The loyalty programme; absent = loyalty off. */
  loyalty: loyaltyProgramme.optional(),
  /** Voucher templates and card look; absent = vouchers off. */
  voucher: voucherSettings.optional(),
  /** Membership look (brandMemberInfo.membership): the theme colour, default #0162fe (§9). */
  membership: z.strictObject({ theme_color: hexColor.default('#0162fe') }).default({ theme_color: '#0162fe' }),
  /** E-gift cards sold by the brand; absent → none sold. */
  gift_cards: giftCardsSchema.optional(),
});

/** The whole file (docs/venue-format.md "Top level"). */
export const brandFileSchema = z.strictObject({
  /** Optional marker; only version 1 exists. */
  format: z.literal('platter-brand/1').optional(),
  brand,
  banners: z
    .array(
      z.strictObject({
        code: code.optional(),
        url: z.string().min(1, 'required'),
        /** Min viewport width in px → image, e.g. { "0": small, "600": large }. */
        img_set: z.record(z.string().regex(/^\d+$/, 'expected a width in px'), z.string()).default({}),
        link: str,
      }),
    )
    .default([]),
  venues: z.array(venue).min(1, 'expected at least one venue'),
});

/** A parsed brand file: every default filled in. */
export type BrandFile = z.output<typeof brandFileSchema>;
/** One venue, one menu and one product of a parsed file (defaults filled in). */
export type VenueInput = BrandFile['venues'][number];
export type MenuInput = VenueInput['menus'][number];
export type ProductInput = MenuInput['products'][number];

/** One problem with a file: a JSON path such as `venues[0].menus[1].products[3].price`, and what is wrong. */
export interface FormatIssue {
  path: string;
  message: string;
}

/** What `parseBrandFile` returns: the normalised file, or every problem found. */
export type ParseBrandFileResult = { ok: true; value: BrandFile } | { ok: false; issues: FormatIssue[] };

/** Writes a path as `venues[0].menus[1].name` (JSON path without the leading `$.`). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(file)';
}
