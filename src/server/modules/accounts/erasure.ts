/**
 * Account erasure handlers (account deletion, accounts-and-loyalty.md §2.15): modules that keep copies
 * of a user's personal data (orders: the customer and shipping snapshot) register a handler at start
 * (compose.ts `createModuleHooks`); `userLogoff` runs every handler inside its transaction, so the
 * erasure is all or nothing. Accounts never imports those modules (the DAG: they import accounts).
 * The registry is a set of plain functions of (transaction, user id): registering the same one twice
 * (one app per test) keeps one.
 */
import type { Db } from '../../platform/db/client';

/** Erases or de-identifies `userId`'s personal data in the caller's transaction `tx`. */
export type AccountErasureHandler = (tx: Db, userId: number) => Promise<void>;

const handlers = new Set<AccountErasureHandler>();

/** Registers a handler run at every account deletion (idempotent). */
export function onAccountErased(handler: AccountErasureHandler): void {
  handlers.add(handler);
}

/** Runs every registered handler for `userId` in `tx`, in registration order. */
export async function runAccountErasure(tx: Db, userId: number): Promise<void> {
  for (const h of handlers) await h(tx, userId);
}
