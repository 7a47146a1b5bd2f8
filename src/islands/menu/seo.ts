/**
 * Search-engine data of a venue page (issue 4 "SEO"): schema.org Restaurant with its Menu (sections and
 * items with offers), opening hours and address, built from the venue and menu. Pure.
 */
import type { Menu, Venue } from '../../domain/types';
import type { SectionView } from './row-view';

const DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Decimal amount of cents for schema.org prices ('4.50'). */
export function centsToDecimal(cents: number, rate = 1): string {
  return ((cents / 100) * (rate > 0 ? rate : 1)).toFixed(2);
}

/**
 * The JSON-LD object: Restaurant (name, description, logo, image, address, telephone, opening hours,
 * url) whose `hasMenu` is a Menu of MenuSections with MenuItems (name, description, offers in the
 * currency `currency`).
 */
export function buildRestaurantJsonLd(venue: Venue, menu: Menu | null, sections: readonly SectionView[], options: { url: string; currency: string; origin: string }) {
  const abs = (src: string) => (src && src.startsWith('/') ? `${options.origin}${src}` : src);
  const priceOf = new Map<string, number>();
  if (menu) {
    for (const p of menu.products) priceOf.set(`p:${p.id}`, p.variants[0]?.price ?? p.price);
    for (const c of menu.combos) priceOf.set(`c:${c.id}`, c.price);
    for (const s of menu.setmenus) priceOf.set(`s:${s.id}`, s.price);
  }
  const rate = Number(venue.config.monetaryrate) || 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: venue.name,
    ...(venue.introduction ? { description: venue.introduction } : {}),
    ...(venue.logo ? { logo: abs(venue.logo) } : {}),
    ...(venue.cover ? { image: abs(venue.cover) } : {}),
    url: options.url,
    ...(venue.callnumber ? { telephone: venue.callnumber } : {}),
    ...(venue.keywords ? { keywords: venue.keywords } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.street1,
      addressLocality: venue.city,
      addressRegion: venue.state,
      postalCode: venue.postcode,
      addressCountry: (venue.country || 'AU').toUpperCase(),
    },
    openingHoursSpecification: venue.opentime.map((o) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY[o.week], opens: o.t_start, closes: o.t_end })),
    acceptsReservations: venue.capability.some((c) => c.cap === 'reservation'),
    ...(menu
      ? {
          hasMenu: {
            '@type': 'Menu',
            name: menu.name,
            hasMenuSection: sections.map((s) => ({
              '@type': 'MenuSection',
              name: s.name,
              hasMenuItem: s.rows.map((r) => ({
                '@type': 'MenuItem',
                name: r.name,
                ...(r.description ? { description: r.description.length > 160 ? `${r.description.slice(0, 157)}…` : r.description } : {}),
                offers: {
                  '@type': 'Offer',
                  price: centsToDecimal(priceOf.get(r.key) ?? 0, rate),
                  priceCurrency: options.currency,
                  availability: r.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
                },
              })),
            })),
          },
        }
      : {}),
  };
}
