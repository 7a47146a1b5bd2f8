/**
 * The delivery module's door (courier delivery, issue #14; orders-and-payments.md §3.8–3.9, §4.9,
 * §7.5, §8.6): quotes through POST /create/delivery, booking on the orderPaid hook (durable outbox),
 * courier webhooks, the staff console's courier actions.
 */
import type { ModuleHooks } from '../../platform/hooks';
import type { Services } from '../../services';
import { cancelCourierWithOrder, queueCourierBooking } from './booking';
import { forgetDeliveryAddresses } from './erasure';
import { storedCourierQuote } from './fee-source';

export { deliveryRoute } from './delivery-http';
export { applyCourierUpdate, cancelCourier, processBooking, rebookCourier, startDeliveryWorkers, sweepCourierBookings } from './booking';
export { COURIER_QUOTE_LIMITS, handleDeliveryRequest } from './quotes';
// The staff console's reads of the venue's courier deliveries.
export { findVenueDelivery, venueCourierDeliveries } from './courier-records';
export type { CourierDeliveryRecord } from './courier-records';

/**
 * Registers the module's order hooks (orderPaid → queue the courier booking; orderCancelled → cancel a
 * booked courier), the orders fee source and
 * its account erasure handler (the drop-off addresses of the user's deliveries, erasure.ts).
 */
export function registerDeliveryHooks(hooks: ModuleHooks<Services>): void {
  hooks.on('orderPaid', queueCourierBooking);
  hooks.on('orderCancelled', cancelCourierWithOrder);
  hooks.deliveryFee.set(storedCourierQuote);
  hooks.accountErased.add(forgetDeliveryAddresses);
}
