/**
 * The 'Start order' modal's view model (storefront.md §2.6, §4 "Fulfilment", "Start Order enabled
 * when", §5 "Fulfilment configuration"): tiles, delivery mode, timing, slots and the start button,
 * decided by `src/domain/fulfilment.ts`, `opening-hours.ts` and `time-slots.ts`. Pure: `now` (seconds)
 * is passed in.
 */
import { isCourier } from '../../domain/courier-delivery';
import { canStartOrder, checkDeliveryAddress, filterCategoriesForMode, mapFulfilmentLabel, mapOrderCategories, type FulfilmentLabel } from '../../domain/fulfilment';
import { findClosedReason, fromVenueLocal } from '../../domain/opening-hours';
import { venueForCategory } from '../../domain/availability';
import { buildPreorderDays, findDisabledHours, findDisabledMinutes, type PreorderDay } from '../../domain/time-slots';
import type { CategoryType, DeliveryZone, OrderCategory, Venue } from '../../domain/types';
import { hasReservations } from '../venue-caps';

export interface FulfilmentForm {
  categoryType: CategoryType;
  categoryName: string;
  preOrder: boolean;
  date: string;
  time: string;
  /** The chosen delivery address (a zone suburb or a postcode). */
  address: { city: string; postcode: string; geo_id: number } | null;
}

export interface FulfilmentView {
  tiles: { type: CategoryType; name: string; label: FulfilmentLabel; selected: boolean }[];
  /** Delivery: platform links, own zones, or nothing (another category). */
  delivery: { mode: 'platforms'; platforms: Venue['online_platforms'] } | { mode: 'zones'; zones: DeliveryZone[]; zone: DeliveryZone | null; outOfRange: boolean } | null;
  /** 'When would you like your order' is shown. */
  showTiming: boolean;
  /** ASAP cannot be chosen: the store is closed now and pre-order is forced. */
  asapDisabled: boolean;
  /** The store is closed and cannot pre-order: a closed text applies. */
  closed: boolean;
  days: PreorderDay[];
  slots: string[];
  disabledHours: number[];
  disabledMinutes: number[];
  canStart: boolean;
}

/** Whether the venue delivers only through online platforms (no delivery category of its own). */
export function deliversByPlatforms(venue: Pick<Venue, 'order_categories' | 'online_platforms'>): boolean {
  return venue.online_platforms.length > 0 && !venue.order_categories.some((c) => c.type === 4);
}

/** The categories offered outside table mode. */
export function offeredCategories(venue: Venue): OrderCategory[] {
  return filterCategoriesForMode(mapOrderCategories(venue), false);
}

export function buildFulfilmentView(offered: Venue, form: FulfilmentForm, now: number): FulfilmentView {
  const categories = offeredCategories(offered);
  const type = form.categoryType;
  // A staff pause of the chosen type (issue 23 item 4) closes it and moves its earliest slot like pauseuntil.
  const venue = type ? venueForCategory(offered, type) : offered;
  const reservations = hasReservations(venue);
  const open = type ? findClosedReason(venue, now, { categoryType: type }) === null : findClosedReason(venue, now) === null;
  const asapDisabled = !open && reservations;
  let delivery: FulfilmentView['delivery'] = null;
  if (type === 4) {
    if (deliversByPlatforms(venue)) delivery = { mode: 'platforms', platforms: venue.online_platforms };
    else if (isCourier(venue.config.delivery_method)) delivery = null; // a courier: the address is asked at checkout (CourierDialog)
    else {
      const check = form.address ? checkDeliveryAddress(venue.deliveries, form.address) : null;
      delivery = { mode: 'zones', zones: venue.deliveries, zone: check?.ok ? check.value : null, outOfRange: Boolean(check && !check.ok) };
    }
  }
  const platformsOnly = delivery?.mode === 'platforms';
  const days = reservations && type && !platformsOnly ? buildPreorderDays(venue, now, type) : [];
  const slots = days.find((d) => d.date === form.date)?.slots ?? [];
  const hour = form.time ? Number(form.time.slice(0, 2)) : -1;
  const preorderTimeValid = Boolean(form.date && form.time && slots.includes(form.time));
  const preOrder = form.preOrder || asapDisabled;
  const canStart =
    !platformsOnly &&
    canStartOrder({
      categoryType: type,
      storeOpen: open,
      preOrder,
      preorderTimeValid,
      delivery: type === 4 ? { addressMode: !isCourier(venue.config.delivery_method), zones: venue.deliveries, address: form.address } : undefined,
    });
  return {
    tiles: categories.map((c) => ({ type: c.type, name: c.name, label: mapFulfilmentLabel(c.type, venue), selected: c.type === type })),
    delivery,
    showTiming: reservations && !platformsOnly && type !== 0,
    asapDisabled,
    closed: !open && !reservations,
    days,
    slots,
    disabledHours: findDisabledHours(slots),
    disabledMinutes: hour >= 0 ? findDisabledMinutes(slots, hour) : [],
    canStart,
  };
}

/** The instant (seconds) of a chosen pre-order date and time, in the venue's timezone. */
export function preorderInstant(venue: Venue, date: string, time: string): number {
  return fromVenueLocal(date, time, venue.config.timezone);
}

/**
 * Suburb / postcode search over the delivery zones: zone suburbs whose name or postcode starts with
 * (or, for names, contains) the query, at most 8. A 4-digit query also stands for that postcode.
 */
export function searchSuburbs(zones: readonly DeliveryZone[], query: string): SuburbPick[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const seen = new Set<string>();
  const out: SuburbPick[] = [];
  for (const zone of zones) {
    const zoneGeo = zone.geos.split(',').map((g) => g.trim()).find((g) => /^\d+$/.test(g) && g !== '0') ?? '';
    for (const s of zone.suburbs) {
      const postcode = s.postcode ?? '';
      const key = `${s.city}|${postcode}`;
      if (seen.has(key)) continue;
      if (s.city.toLowerCase().includes(q) || (postcode && postcode.startsWith(q))) {
        seen.add(key);
        out.push({ city: s.city, postcode, geo: postcode || zoneGeo });
      }
    }
  }
  return out.slice(0, 8);
}

/** A suburb found by the search; `geo` is its postcode, or its zone's first geo id when it has none. */
export interface SuburbPick {
  city: string;
  postcode: string;
  geo: string;
}

/** The address of a suburb pick or a typed 4-digit postcode (geo id = postcode as a number), else null. */
export function addressFromQuery(pick: SuburbPick | null, query: string): FulfilmentForm['address'] {
  if (pick && /^\d+$/.test(pick.geo)) return { city: pick.city, postcode: pick.postcode, geo_id: Number(pick.geo) };
  const q = query.trim();
  if (/^\d{4}$/.test(q)) return { city: '', postcode: q, geo_id: Number(q) };
  return null;
}
