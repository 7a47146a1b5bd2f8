/**
 * The voucher hold sweep (issue 26 item 9; like the table checkout hold, tables/table-hold.ts): a
 * voucher taken by an order stays Held — no other order may use it — until that order is paid (Used),
 * its card is refused (Active again at once) or it is cancelled (given back). An order left alone —
 * placed and never paid — would keep it for ever; so a hold older than `VOUCHER_HOLD_MINUTES`
 * (default 15) whose order has no payment pending and none started within the hold is released:
 * the voucher is Active again (marked with the order, which takes it again if it is paid after all
 * and nobody else took it; a new payment of it asks for it first, see vouchers.ts `holdOrderVouchers`).
 * `startVoucherHoldSweep` runs this every minute in each server process; each release is one
 * conditional update, so processes never collide.
 *
 * Spec: accounts-and-loyalty.md §2.13 (a voucher is used once); when a held voucher is given back is
 * our choice (issue 26).
 */
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import { hasPaymentAttemptSince, hasPendingPayment } from '../payments';
import { lapsedHolds, releaseLapsedHold } from './vouchers';

type Deps = Pick<Services, 'db' | 'clock' | 'logger'>;

/**
 * Releases every voucher held for at least `holdMs` (milliseconds) by an order with no payment
 * pending and none started within the hold. Answers the number of vouchers released.
 */
export async function releaseLapsedVoucherHolds(deps: Deps, holdMs: number): Promise<number> {
  const before = nowSeconds(deps.clock) - Math.floor(holdMs / 1000);
  let released = 0;
  for (const hold of await lapsedHolds(deps.db, before)) {
    // A payment under way (or started within the hold) is still the diner's: the voucher stays held.
    if (await hasPendingPayment(deps.db, hold.orderId)) continue;
    if (await hasPaymentAttemptSince(deps.db, hold.orderId, before)) continue;
    if (await releaseLapsedHold(deps.db, hold.id, before)) released += 1;
  }
  return released;
}

/**
 * Runs `releaseLapsedVoucherHolds` every `everyMs` (default: a quarter of the hold, between 1 s and a
 * minute) until the returned stop function is called. Failures are logged and retried on the next tick.
 */
export function startVoucherHoldSweep(deps: Deps, holdMs: number, everyMs = Math.min(60_000, Math.max(1_000, Math.floor(holdMs / 4)))): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseLapsedVoucherHolds(deps, holdMs)
      .then((n) => n > 0 && deps.logger.info({ released: n }, 'voucher holds released after the hold'))
      .catch((e: unknown) => deps.logger.warn({ err: e }, 'voucher hold sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
