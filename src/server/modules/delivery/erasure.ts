/**
 * The delivery module's part of an account's deletion (accounts-and-loyalty.md §2.15; the app's
 * `accountErased` extension point, registered by `registerDeliveryHooks`): the courier deliveries of
 * the user's orders keep their fee, status and times, but the drop-off address keeps only country,
 * state, suburb and postcode (no name, phone, e-mail, street or coordinates), the quote request loses
 * the diner's instructions (the driver's name and phone are the courier's, kept). The courier simulator's copy
 * of the drop-off street (providers/couriers, embedded default only) is forgotten too.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { forgetSimulatorDropoffs } from '../../providers/couriers';
import { orderIdsOfUser } from '../orders';
import { deliveries } from './schema';

/** De-identifies, in the account deletion's transaction `tx`, the courier deliveries of user `userId`'s orders. */
export async function forgetDeliveryAddresses(tx: Db, userId: number): Promise<void> {
  const ids = await orderIdsOfUser(tx, userId);
  if (!ids.length) return;
  const rows = await tx
    .update(deliveries)
    .set({
      address: sql`jsonb_strip_nulls(jsonb_build_object('country', ${deliveries.address}->'country', 'state', ${deliveries.address}->'state', 'city', ${deliveries.address}->'city', 'postcode', ${deliveries.address}->'postcode'))`,
      request: sql`${deliveries.request} - 'instructions'`,
    })
    .where(inArray(deliveries.orderId, ids))
    .returning({ id: deliveries.id });
  await forgetSimulatorDropoffs(tx, rows.map((r) => r.id));
}
