/**
 * What the import leaves out of a valid file and says so in its report (docs/venue-format.md "Problems
 * the import reports"): open-priced products and variants, which the storefront cannot sell.
 */
import type { BrandFile, ProductInput } from './brand-file';

/** Something of a valid file that the import leaves out: its JSON path, what it is, and why. */
export interface SkippedItem {
  path: string;
  /** e.g. "product 'market-fish'" or "variant 'large' of product 'flat-white'". */
  what: string;
  reason: string;
}

/** The report's reason for an open-priced item. */
export const OPEN_PRICE_REASON = 'open price (priced at the till): the storefront needs a price, so it is not sold online or at tables';

/** Whether the import skips a product: open-priced itself, or every variant open-priced and no price of its own. */
export function isSkippedProduct(p: Pick<ProductInput, 'open_price' | 'price' | 'variants'>): boolean {
  return p.open_price || (p.price === undefined && p.variants.length > 0 && p.variants.every((v) => v.open_price));
}

/**
 * What the import leaves out of a valid file, with JSON paths: open-priced products and variants
 * (a product whose every variant is open-priced goes too). Pure.
 */
export function listSkipped(file: BrandFile): SkippedItem[] {
  const out: SkippedItem[] = [];
  file.venues.forEach((venue, vi) =>
    venue.menus.forEach((menu, mi) =>
      menu.products.forEach((p, pi) => {
        const pp = `venues[${vi}].menus[${mi}].products[${pi}]`;
        if (p.open_price) return out.push({ path: pp, what: `product '${p.code}'`, reason: OPEN_PRICE_REASON });
        if (isSkippedProduct(p)) return out.push({ path: pp, what: `product '${p.code}'`, reason: `every variant has an ${OPEN_PRICE_REASON}` });
        p.variants.forEach((v, vi2) => {
          if (v.open_price) out.push({ path: `${pp}.variants[${vi2}]`, what: `variant '${v.code}' of product '${p.code}'`, reason: OPEN_PRICE_REASON });
        });
      }),
    ),
  );
  return out;
}

/** A valid file without what `listSkipped` lists: the products and variants the import writes, each with a price. Pure. */
export function withoutSkipped(file: BrandFile): BrandFile {
  return {
    ...file,
    venues: file.venues.map((venue) => ({
      ...venue,
      menus: venue.menus.map((menu) => ({
        ...menu,
        products: menu.products.filter((p) => !isSkippedProduct(p)).map((p) => ({ ...p, variants: p.variants.filter((v) => !v.open_price) })),
      })),
    })),
  };
}
