/**
 * Venue capability flags (storefront.md §3 capability[], §6): reservation (pre-order), advance menu,
 * advanced table scan, table floor plan. Pure.
 */
import type { Venue } from '../domain/types';

export const CAP_RESERVATION = 'reservation';
export const CAP_ADVANCE_MENU = 'advance_menu';

/** Whether the venue has a capability. */
export function hasCapability(venue: Pick<Venue, 'capability'> | null | undefined, cap: string): boolean {
  return Boolean(venue?.capability.some((c) => c.cap === cap));
}

/** Pre-order ('Later') is offered: reservations enabled (never for table orders). */
export function hasReservations(venue: Pick<Venue, 'capability'> | null | undefined): boolean {
  return hasCapability(venue, CAP_RESERVATION);
}
