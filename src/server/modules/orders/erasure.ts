/**
 * De-identifies a deleted account's orders (accounts-and-loyalty.md §2.15; added to the app's
 * `accountErased` extension point in compose.ts): the orders stay for tax records with their lines,
 * amounts and user id, but the customer snapshot (names, phone, e-mail) is emptied and the shipping
 * snapshot keeps only country, state, suburb and postcode. (The receipt e-mail of card payments is the
 * payments module's record: its own handler clears it, payments/hooks.ts.)
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orders } from './schema';

/** Runs in the account deletion's transaction `tx` for user `userId`. */
export async function deidentifyUserOrders(tx: Db, userId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      customer: {},
      shipping: sql`jsonb_strip_nulls(jsonb_build_object('country', ${orders.shipping}->'country', 'state', ${orders.shipping}->'state', 'city', ${orders.shipping}->'city', 'postcode', ${orders.shipping}->'postcode'))`,
    })
    .where(eq(orders.userId, userId));
}
