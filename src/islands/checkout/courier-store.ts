/**
 * Courier checkout state (CourierDialog.tsx): whether the dialog is open, the delivery id of this
 * checkout per venue (kept so that asking again after an address change replaces the same unpaid
 * quote, orders-and-payments.md §4.9), and the last courier address typed on this device.
 */
import { atom, computed } from 'nanostores';
import type { CourierChoice } from '../stores/checkout-flow';

const open = atom(false);
export const $courierOpen = computed(open, (o) => o);
export const openCourier = () => open.set(true);
export const closeCourier = () => open.set(false);

const ADDRESS_KEY = 'platter:courier-address';
const ID_KEY = 'platter:courier-delivery-id:';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/** The delivery id of this checkout for a venue ('dlv_' + 24 hex), made once per browser session. */
export function courierDeliveryId(venueId: number): string {
  const s = storage('session');
  const had = s?.getItem(ID_KEY + venueId);
  if (had) return had;
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const id = `dlv_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  s?.setItem(ID_KEY + venueId, id);
  return id;
}

/** Forgets the delivery id once its order is placed (the next checkout asks a new quote). */
export function forgetCourierDeliveryId(venueId: number): void {
  storage('session')?.removeItem(ID_KEY + venueId);
}

const EMPTY: CourierChoice['address'] = { street1: '', city: '', state: '', postcode: '', country: 'AU', firstname: '', lastname: '', phone: '' };

export function loadCourierAddress(): CourierChoice['address'] {
  try {
    const raw = storage('local')?.getItem(ADDRESS_KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<CourierChoice['address']>) } : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

export function saveCourierAddress(address: CourierChoice['address']): void {
  storage('local')?.setItem(ADDRESS_KEY, JSON.stringify(address));
}
