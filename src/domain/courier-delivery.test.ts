import { describe, expect, it } from 'vitest';
import { courierAddressFee, courierBookingPlan, courierScheduleSettings, courierStatusText, courierTravelMinutes, DEFAULT_COURIER_TRAVEL_MINUTES, expectedDeliveryWindow, isCourierFinished, mergeQuoteProducts, needsNewQuote, simulatedCourierFee } from './courier-delivery';
import { haversineMetres } from './geo-distance';

describe('courier status texts (§4.9)', () => {
  it('maps port and spec names, defaulting to waiting', () => {
    expect(courierStatusText(undefined)).toBe('waitingForTheDriverToTakeTheOrder');
    expect(courierStatusText('created')).toBe('waitingForTheDriverToTakeTheOrder');
    expect(courierStatusText('confirmed')).toBe('driverConfirmed');
    expect(courierStatusText('arrived_at_pickup')).toBe('driverArrivedAtPickup');
    expect(courierStatusText('pickup_arrival')).toBe('driverArrivedAtPickup');
    expect(courierStatusText('picked_up')).toBe('deliveryPickedUp');
    expect(courierStatusText('dropoff_arrival')).toBe('dasherArrivedAtDropoff');
    expect(courierStatusText('dropped_off')).toBe('delivered');
    expect(isCourierFinished('delivered')).toBe(true);
    expect(isCourierFinished('cancelled')).toBe(true);
    expect(isCourierFinished('picked_up')).toBe(false);
  });
});

describe('expected delivery window (§4.9)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const at = (min: number) => new Date(now + min * 60_000).toISOString();
  it('rounds up to 5 and spreads ±15, floored at 0', () => {
    expect(expectedDeliveryWindow(at(31), now, true)).toEqual([20, 50]);
    expect(expectedDeliveryWindow(at(7), now, true)).toEqual([0, 25]);
    expect(expectedDeliveryWindow(at(120), now, true)).toEqual([105, 135]);
  });
  it('is hidden above 120, below 5, or when not unpaid', () => {
    expect(expectedDeliveryWindow(at(121), now, true)).toBeNull();
    expect(expectedDeliveryWindow(at(0), now, true)).toBeNull();
    expect(expectedDeliveryWindow(at(30), now, false)).toBeNull();
    expect(expectedDeliveryWindow('', now, true)).toBeNull();
  });
});

describe('quote reset on address change (§4.9)', () => {
  const a = { id: 1, country: 'AU', city: 'Sydney', state: 'NSW', street1: '1 George St', postcode: '2000', delivery_id: 'd1' };
  it('asks again when an address field changes or the delivery id is missing', () => {
    expect(needsNewQuote(21, a, { ...a })).toBe(false);
    expect(needsNewQuote(21, a, { ...a, street1: '2 George St' })).toBe(true);
    expect(needsNewQuote(22, a, { ...a, postcode: '2001' })).toBe(true);
    expect(needsNewQuote(21, a, { ...a, delivery_id: '' })).toBe(true);
    expect(needsNewQuote(1, a, { ...a, street1: 'x' })).toBe(false);
  });
});

describe('quote products and fees (§7.5)', () => {
  it('cuts names to 100 characters and merges the same names', () => {
    const long = 'x'.repeat(120);
    const out = mergeQuoteProducts([
      { name: 'Flat white', quantity: 2, weight: 0.3 },
      { name: long, quantity: 1 },
      { name: 'Flat white', quantity: 1, weight: 0.2 },
      { name: long + 'y', quantity: 1 },
    ]);
    expect(out).toEqual([
      { name: 'Flat white', quantity: 3, weight: 0.5 },
      { name: 'x'.repeat(100), quantity: 2 },
    ]);
  });
  it('adds quote, tip and surcharge; fee grows with distance', () => {
    expect(courierAddressFee(899, 150, 45)).toBe(1094);
    expect(simulatedCourierFee(0)).toBe(499);
    expect(simulatedCourierFee(10_000)).toBe(1999);
    expect(simulatedCourierFee(1e9)).toBe(4999);
  });
  it('measures great-circle distance', () => {
    // Sydney Town Hall → Bondi Beach ≈ 7.2 km
    const d = haversineMetres({ latitude: -33.8731, longitude: 151.2065 }, { latitude: -33.8908, longitude: 151.2743 });
    expect(d).toBeGreaterThan(6_500);
    expect(d).toBeLessThan(7_000);
  });
});

describe('quote failures (§8.6)', () => {
  it('clears a 404 query silently, edits the address on 400/422, retries 500/503, else shows the message', async () => {
    const { quoteFailureAction } = await import('./courier-delivery');
    expect(quoteFailureAction('query_quote', 404)).toBe('clear');
    expect(quoteFailureAction('create_quote', 422)).toBe('editAddress');
    expect(quoteFailureAction('create_quote', 400)).toBe('editAddress');
    expect(quoteFailureAction('create_quote', 500)).toBe('retry');
    expect(quoteFailureAction('create_quote', 503)).toBe('retry');
    expect(quoteFailureAction('create_quote', 429)).toBe('message');
    expect(quoteFailureAction('create_quote', 0)).toBe('message');
  });
});

describe('booking a courier for a slot (issue 27)', () => {
  const NOW = Date.UTC(2025, 5, 11, 12, 0, 0);
  const SLOT = Date.UTC(2025, 5, 11, 23, 0, 0) / 1000;

  it('an ASAP order is booked now, without waiting for acceptance', () => {
    expect(courierBookingPlan({ slot: 0, nowMs: NOW, travelMinutes: 20, prepMinutes: 15, leadMinutes: 10 })).toEqual({ bookAtMs: NOW, pickupAtMs: null, estimates: null, needsAcceptance: false });
  });

  it('a pre-order: pickup = slot − preparation − travel, booked the lead before it, after acceptance; estimates slot − travel and the slot', () => {
    const plan = courierBookingPlan({ slot: SLOT, nowMs: NOW, travelMinutes: 14, prepMinutes: 15, leadMinutes: 20 });
    expect(plan.pickupAtMs).toBe(SLOT * 1000 - 29 * 60_000);
    expect(plan.bookAtMs).toBe(SLOT * 1000 - 49 * 60_000);
    expect(plan.needsAcceptance).toBe(true);
    expect(plan.estimates).toEqual({ pickup: '2025-06-11T22:46:00.000Z', dropoff: '2025-06-11T23:00:00.000Z' });
  });

  it('a booking time already past is now', () => {
    const late = SLOT * 1000 - 10 * 60_000;
    expect(courierBookingPlan({ slot: SLOT, nowMs: late, travelMinutes: 14, prepMinutes: 15, leadMinutes: 0 }).bookAtMs).toBe(late);
  });

  it('reads the venue settings in whole minutes 0–240, defaults for missing or unreadable values', () => {
    expect(courierScheduleSettings({})).toEqual({ prepMinutes: 15, leadMinutes: 0 });
    expect(courierScheduleSettings(null)).toEqual({ prepMinutes: 15, leadMinutes: 0 });
    expect(courierScheduleSettings({ delivery_prep_minutes: '25', delivery_booking_lead: 12.4 })).toEqual({ prepMinutes: 25, leadMinutes: 12 });
    expect(courierScheduleSettings({ delivery_prep_minutes: 'soon', delivery_booking_lead: 999 })).toEqual({ prepMinutes: 15, leadMinutes: 240 });
    expect(courierScheduleSettings({ delivery_prep_minutes: -5, delivery_booking_lead: '' })).toEqual({ prepMinutes: 0, leadMinutes: 0 });
  });

  it("the courier's travel estimate: dropoff − pickup estimate, rounded up; a default when unreadable", () => {
    expect(courierTravelMinutes('2025-06-11T10:10:00Z', '2025-06-11T10:24:30Z')).toBe(15);
    expect(courierTravelMinutes('', '2025-06-11T10:24:30Z')).toBe(DEFAULT_COURIER_TRAVEL_MINUTES);
    expect(courierTravelMinutes('2025-06-11T10:30:00Z', '2025-06-11T10:24:30Z')).toBe(DEFAULT_COURIER_TRAVEL_MINUTES);
    expect(courierTravelMinutes('2025-06-11T10:00:00Z', '2025-06-12T10:00:00Z')).toBe(180);
  });
});
