/**
 * Account erasure and new-member handlers (account deletion, accounts-and-loyalty.md §2.15): modules
 * that keep copies of a user's personal data (orders: the customer and shipping snapshot; payments: the
 * receipt e-mail; loyalty: the ledger) add a handler to the app's `accountErased` extension point, and
 * higher modules that welcome a new member (loyalty's welcome voucher) to `memberRegistered`
 * (platform/hooks.ts; filled when the app is built, compose.ts `createModuleHooks`). Accounts reads
 * them through `deps.hooks` and never imports those modules (the DAG: they import accounts).
 */
import type { Db } from '../../platform/db/client';
import type { AccountErasureHandler, MemberRegisteredHandler } from '../../platform/hooks';
import type { Services } from '../../services';

export type { AccountErasureHandler, MemberRegisteredHandler };

type Deps = Pick<Services, 'hooks'>;

/** Runs every `accountErased` handler of the app for `userId` in `tx`, in registration order: the erasure is all or nothing. */
export async function runAccountErasure(deps: Deps, tx: Db, userId: number): Promise<void> {
  for (const h of deps.hooks.accountErased.list()) await h(tx, userId);
}

/**
 * Runs every `memberRegistered` handler of the app for `userId`, in registration order, after the
 * member is written (`now` in seconds). A failing handler is reported to `onError` and does not undo
 * the registration (the member exists; a welcome gift is not worth refusing them).
 */
export async function runMemberRegistered(deps: Deps, db: Db, member: { userId: number; now: number }, onError: (e: unknown) => void): Promise<void> {
  for (const h of deps.hooks.memberRegistered.list()) {
    try {
      await h(db, member);
    } catch (e) {
      onError(e);
    }
  }
}
