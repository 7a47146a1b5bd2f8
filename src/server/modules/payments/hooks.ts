/**
 * What the payments module supplies to the modules below it, registered into the app being built
 * (compose.ts `createModuleHooks` → `registerPaymentHooks`; platform/hooks.ts):
 * - `paymentRecords` → orders: whether an order has a payment pending (an unpaid order cannot be
 *   edited while it does, §8.3), and the done refund orders shown in the order's views and receipts
 *   (§3.2 refund_orders, §7.6);
 * - `accountErased` → accounts: a deleted account's receipt e-mails on its orders' card payments are
 *   cleared, with the outbox e-mails sent to them, and the member's stored cards (the simulator's
 *   vault) are forgotten (accounts-and-loyalty.md §2.15), in the deletion's transaction.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { ModuleHooks, PaymentRecords, RefundRecord } from '../../platform/hooks';
import type { Services } from '../../services';
import { eraseEmailsTo } from '../../providers/email';
import { forgetSimulatorShopper } from '../../providers/payments/simulator-vault';
import { findMember } from '../accounts';
import { orderIdsOfUser } from '../orders';
import { hasPendingPayment } from './payments';
import { paymentAttempts, refundOrders } from './schema';

/** The done refund orders of `orderIds`, by order id (every id present), oldest first (pending and failed ones are not shown). */
export async function doneRefundsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, RefundRecord[]>> {
  const out = new Map<number, RefundRecord[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(refundOrders)
    .where(and(inArray(refundOrders.orderId, [...orderIds]), eq(refundOrders.state, 'done')))
    .orderBy(asc(refundOrders.id));
  for (const r of rows) out.get(r.orderId)!.push(r);
  return out;
}

/** The done refund order whose receipt code is `invoiceCode`, or null. */
export async function doneRefundByInvoiceCode(db: Db, invoiceCode: string): Promise<RefundRecord | null> {
  const [refund] = await db.select().from(refundOrders).where(and(eq(refundOrders.invoiceCode, invoiceCode), eq(refundOrders.state, 'done')));
  return refund ?? null;
}

/**
 * Clears, in the account deletion's transaction `tx`, the receipt e-mail of every payment attempt of
 * user `userId`'s orders, and deletes the outbox e-mails (the receipts) sent to those addresses.
 */
export async function forgetReceiptEmails(tx: Db, userId: number): Promise<void> {
  const ids = await orderIdsOfUser(tx, userId);
  if (!ids.length) return;
  const given = await tx.selectDistinct({ email: paymentAttempts.email }).from(paymentAttempts).where(inArray(paymentAttempts.orderId, ids));
  await tx.update(paymentAttempts).set({ email: '' }).where(inArray(paymentAttempts.orderId, ids));
  await eraseEmailsTo(tx, given.map((g) => g.email));
}

/**
 * Forgets, in the account deletion's transaction `tx`, the stored cards of member `userId` (their
 * shopper reference is their uid, read before accounts clears the row): the simulator's vault rows and
 * the shopper rows of their attempts. (A card stored at Adyen or Stripe stays at that provider until
 * removed there; we keep no copy of it.)
 */
export async function forgetStoredCards(tx: Db, userId: number): Promise<void> {
  const member = await findMember(tx, userId);
  if (member) await forgetSimulatorShopper(tx, member.uid);
}

const records: PaymentRecords = {
  hasPendingPayment,
  refundsOfOrders: doneRefundsOfOrders,
  refundByInvoiceCode: doneRefundByInvoiceCode,
};

/** Registers the payments module's records (for orders) and its erasure handler (for accounts) into the app's hooks. */
export function registerPaymentHooks(hooks: ModuleHooks<Services>): void {
  hooks.paymentRecords.set(records);
  hooks.accountErased.add(forgetReceiptEmails);
  hooks.accountErased.add(forgetStoredCards);
}
