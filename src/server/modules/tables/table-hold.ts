/**
 * The checkout hold (ADR 6): a diner's checkout locks the table (nothing may be added to what is being
 * paid). If that payment is then left alone — the phone put away on the card page, the tab closed —
 * the table would stay locked for everyone else. So a lock taken by a checkout (LOCKED_BY.checkout,
 * never a staff lock) is released once neither the checkout nor a payment attempt has been touched for
 * the hold (`TABLE_CHECKOUT_HOLD_MINUTES`, default 10): stale pending attempts are cancelled first
 * (best effort at the provider; a late success still pays the order or is refunded, as for
 * orderPayCancel), then the sitting goes back to open and every phone and staff screen hears it. A paid
 * sitting is never released (staff close it). `startCheckoutHoldSweep` runs this every minute in each
 * server process; the release itself runs under the table row lock, so processes never collide.
 *
 * Spec: storefront.md §4 "Table states" (who unlocks a table is not shown: this is our choice).
 */
import { and, eq, lt } from 'drizzle-orm';
import { isCartPaid } from '../../../domain/cart-totals';
import { LOCKED_BY, SITTING_STATUS, tableSittings } from './schema';
import type { Services } from '../../services';
import { cancelPendingAttempts, hasPaymentAttemptSince, hasPendingPayment } from '../payments';
import { releaseCheckoutLock } from './table-staff';
import { findTableById } from '../catalog';
import { releaseIdleShares } from './table-split';
import { hasLiveShares } from './table-store';

type Deps = Services;

/**
 * Releases every checkout lock idle for at least `holdMs` (milliseconds): locked by a checkout before
 * now − holdMs, and no payment attempt of its order started since; shares of a split bill held as long
 * (`releaseIdleShares`) are released too. Answers the number of tables and shares released.
 */
export async function releaseIdleCheckoutLocks(deps: Deps, holdMs: number): Promise<number> {
  const idleBefore = deps.clock.nowMs() - holdMs;
  const idleBeforeSeconds = Math.floor(idleBefore / 1000);
  const held = await deps.db
    .select({ id: tableSittings.id, tableId: tableSittings.tableId, orderId: tableSittings.orderId, lines: tableSittings.lines })
    .from(tableSittings)
    .where(and(eq(tableSittings.status, SITTING_STATUS.locked), eq(tableSittings.lockedBy, LOCKED_BY.checkout), lt(tableSittings.lockedAt, idleBefore)));
  let released = await releaseIdleShares(deps, holdMs);
  for (const sitting of held) {
    if (isCartPaid(sitting.lines)) continue;
    // A bill being split stays locked while any share is held or paid (issue 24).
    if (await hasLiveShares(deps.db, sitting.id)) continue;
    if (sitting.orderId !== null) {
      // A payment started within the hold is still the diner's: the table stays locked.
      if (await hasPaymentAttemptSince(deps.db, sitting.orderId, idleBeforeSeconds)) continue;
      await cancelPendingAttempts(deps, sitting.orderId, idleBeforeSeconds);
    }
    const table = await findTableById(deps.db, sitting.tableId);
    if (table && (await releaseCheckoutLock(deps, table.code, hasPendingPayment, idleBefore))) released += 1;
  }
  return released;
}

/**
 * Runs `releaseIdleCheckoutLocks` every `everyMs` (default: a quarter of the hold, at most a minute)
 * until the returned stop function is called. Failures are logged and retried on the next tick.
 */
export function startCheckoutHoldSweep(deps: Deps, holdMs: number, everyMs = Math.min(60_000, Math.max(1_000, Math.floor(holdMs / 4)))): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseIdleCheckoutLocks(deps, holdMs)
      .then((n) => n > 0 && deps.logger.info({ released: n }, 'table checkout locks released after the hold'))
      .catch((e: unknown) => deps.logger.warn({ err: e }, 'table checkout hold sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
