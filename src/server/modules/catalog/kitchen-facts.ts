/**
 * What the kitchen module needs of a venue's catalogue (issue 25 items 1, 2): its stations, courses and,
 * per category, product, variant and modifier option, the station, course and name in the venue's
 * language, plus the venue's kitchen settings. The venue's language is its brand file `language` (issue 23
 * item 1, what the staff app opens in): a product's `name_i18n` for that language when the brand file
 * gives one, else the brand file's own name (variants, options, stations and courses have no translations).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_STATION, KITCHEN_AGE_DEFAULTS, type KitchenMenuFacts } from '../../../domain/kitchen';
import type { Db } from '../../platform/db/client';
import * as s from './schema';
import { htmlLang, toLocale } from '../../../i18n';

/** A venue's kitchen settings: age colours (minutes after firing) and the preparation time of pre-orders (minutes). */
export interface KitchenSettings {
  amberMinutes: number;
  redMinutes: number;
  prepMinutes: number;
  /** The language printed kitchen tickets' words are in: the venue's `language` (issue 23 item 1; 'en', 'en-au' or 'zh-CN'). */
  locale: 'en' | 'en-au' | 'zh-CN';
}

const minutes = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= 1440 ? n : fallback;
};

/**
 * The kitchen facts of venue `venueId` (every menu of it) and its settings: `kitchen_amber_minutes`
 * (default 8), `kitchen_red_minutes` (default 15), `kitchen_prep_minutes` (default the venue's
 * `delivery_prep_minutes`, else 15). Null when there is no such venue. Three small reads.
 */
export async function kitchenFactsOfVenue(db: Db, venueId: number): Promise<{ facts: KitchenMenuFacts; settings: KitchenSettings; timeZone: string } | null> {
  const [venue] = await db.select({ config: s.venues.config, language: s.venues.language }).from(s.venues).where(eq(s.venues.id, venueId)).limit(1);
  if (!venue) return null;
  const language = toLocale(venue.language) ?? 'en';
  /** A product's name in the venue's language: its translation for 'zh-CN' / 'en-AU' when given, else the brand file's name. */
  const named = (name: string, i18n: Record<string, string> | null) => (language === 'en' ? name : (i18n?.[htmlLang(language)] ?? i18n?.[language] ?? name));
  const config = (venue.config ?? {}) as Record<string, unknown>;
  const [stations, courses, menus] = await Promise.all([
    db.select().from(s.venueStations).where(eq(s.venueStations.venueId, venueId)).orderBy(asc(s.venueStations.sequence)),
    db.select().from(s.venueOrderSequences).where(eq(s.venueOrderSequences.venueId, venueId)).orderBy(asc(s.venueOrderSequences.sequence)),
    db.select({ id: s.menus.id }).from(s.menus).where(eq(s.menus.venueId, venueId)),
  ]);
  const menuIds = menus.map((m) => m.id);
  const none = menuIds.length === 0;
  const [categories, products, variants, options] = none
    ? [[], [], [], []]
    : await Promise.all([
        db.select({ id: s.menuCategories.id, station: s.menuCategories.station }).from(s.menuCategories).where(inArray(s.menuCategories.menuId, menuIds)),
        db
          .select({ id: s.products.id, name: s.products.name, nameI18n: s.products.nameI18n, station: s.products.station, course: s.products.course, categoryId: s.products.categoryId })
          .from(s.products)
          .where(inArray(s.products.menuId, menuIds)),
        db.select({ id: s.variants.id, name: s.variants.name }).from(s.variants).where(inArray(s.variants.menuId, menuIds)),
        db.select({ id: s.modifiers.id, name: s.modifiers.name, station: s.modifiers.station }).from(s.modifiers).where(inArray(s.modifiers.menuId, menuIds)),
      ]);
  const facts: KitchenMenuFacts = {
    stations: stations.length ? stations.map((x) => ({ code: x.code, name: x.name })) : [DEFAULT_STATION],
    courses: courses.map((c) => ({ sequence: c.sequence, name: c.name, atOnce: c.atOnce })),
    categories: Object.fromEntries(categories.map((c) => [c.id, { station: c.station }])),
    products: Object.fromEntries(products.map((p) => [p.id, { name: named(p.name, p.nameI18n), station: p.station, course: p.course, categoryId: p.categoryId }])),
    variants: Object.fromEntries(variants.map((v) => [v.id, { name: v.name }])),
    options: Object.fromEntries(options.map((o) => [o.id, { name: o.name, station: o.station }])),
  };
  const settings: KitchenSettings = {
    amberMinutes: minutes(config.kitchen_amber_minutes, KITCHEN_AGE_DEFAULTS.amberMinutes),
    redMinutes: minutes(config.kitchen_red_minutes, KITCHEN_AGE_DEFAULTS.redMinutes),
    prepMinutes: minutes(config.kitchen_prep_minutes, minutes(config.delivery_prep_minutes, 15)),
    locale: language,
  };
  return { facts, settings, timeZone: String(config.timezone ?? 'Australia/Sydney') };
}
