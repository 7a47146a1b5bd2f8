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

/**
 * A new registered member (registration, social registration, or a guest who became a member):
 * higher modules (loyalty: the welcome voucher) register a handler at start, like `onAccountErased`.
 * Handlers run after the member is written, with the database handle; `now` in seconds.
 */
export type MemberRegisteredHandler = (db: Db, member: { userId: number; now: number }) => Promise<void>;

const registeredHandlers = new Set<MemberRegisteredHandler>();

/** Registers a handler run for every new member (idempotent). */
export function onMemberRegistered(handler: MemberRegisteredHandler): void {
  registeredHandlers.add(handler);
}

/**
 * Runs every registration handler for `userId`, in registration order. A failing handler is reported
 * to `onError` and does not undo the registration (the member exists; a welcome gift is not worth
 * refusing them).
 */
export async function runMemberRegistered(db: Db, member: { userId: number; now: number }, onError: (e: unknown) => void): Promise<void> {
  for (const h of registeredHandlers) {
    try {
      await h(db, member);
    } catch (e) {
      onError(e);
    }
  }
}
