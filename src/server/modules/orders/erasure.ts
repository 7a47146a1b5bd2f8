/**
 * De-identifies a deleted account's orders (accounts-and-loyalty.md §2.15; registered with the
 * accounts module's `onAccountErased` in compose.ts): the orders stay for tax records with their lines,
 * amounts and user id, but the customer snapshot (names, phone, e-mail) is emptied, the shipping
 * snapshot keeps only country, state, suburb and postcode, and the receipt e-mail of card payments is
 * cleared.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orders, paymentAttempts } from './schema';

/** Runs in the account deletion's transaction `tx` for user `userId`. */
export async function deidentifyUserOrders(tx: Db, userId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      customer: {},
      shipping: sql`jsonb_strip_nulls(jsonb_build_object('country', ${orders.shipping}->'country', 'state', ${orders.shipping}->'state', 'city', ${orders.shipping}->'city', 'postcode', ${orders.shipping}->'postcode'))`,
    })
    .where(eq(orders.userId, userId));
  const ids = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await tx.update(paymentAttempts).set({ email: '' }).where(inArray(paymentAttempts.orderId, ids));
}
