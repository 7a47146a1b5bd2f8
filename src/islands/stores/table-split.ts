/**
 * Splitting the table's bill on this phone (issue 24 item 1): the bill as the server keeps it
 * (`tableSplit`, read again on each live event of the table), the share this phone would pay worked
 * out by the same domain function the server uses (`quoteShare`), and paying it: `tableSplitPay` holds
 * the share and answers its own order, paid on the hosted page like the table's checkout
 * (`orderPayApply`). Money in cents.
 */
import { atom } from 'nanostores';
import { quoteShare, type Bill, type SplitPayment, type SplitRequest } from '../../domain/bill-split';
import { checkOnlinePayment } from '../../domain/totals';
import type { Result } from '../../domain/result';
import { toApiFailure, type ApiFailure } from '../api/errors';
import type { TableShareInput, TableSplitView } from '../api/table-api';
import { $tableTick, tableCall } from './table';

export type { TableSplitView };

/** The bill being split, or null (not read yet, or nothing to split). */
export const $split = atom<TableSplitView | null>(null);
export { $splitOpen, openSplit, closeSplit } from './table-split-open';
/** The last refusal of a split read or payment. */
export const $splitError = atom<ApiFailure | null>(null);

/** Reads the bill being split again. */
export async function loadSplit(): Promise<void> {
  const call = tableCall();
  if (!call) return;
  try {
    $split.set(await call.api.split(call.code));
    $splitError.set(null);
  } catch (e) {
    $splitError.set(toApiFailure(e));
  }
}

/** Follows the table: the bill is read again on each live event. Returns the stop function. */
export function followSplit(): () => void {
  void loadSplit();
  return $tableTick.listen(() => void loadSplit());
}

/** The share `request` costs now on `view` (the domain's quoteShare on the server's bill and payments). */
export function quote(view: TableSplitView, request: SplitRequest): Result<{ amount: number }> {
  const { bill, payments } = JSON.parse(view.quote_input) as { bill: Bill; payments: SplitPayment[] };
  return quoteShare(bill, payments, request);
}

function toInput(r: SplitRequest, amount: number, tip: number): TableShareInput {
  switch (r.kind) {
    case 'lines':
      return { kind: 'lines', line_ids: [...r.lineIds], amount, tip };
    case 'even':
      return { kind: 'even', people: r.people, index: r.index, amount, tip };
    case 'amount':
      return { kind: 'amount', cents: r.cents, amount, tip };
    case 'dish':
      return { kind: 'dish', line_id: r.lineId, ways: r.ways, index: r.index, amount, tip };
    default:
      return { kind: 'rest', amount, tip };
  }
}

/**
 * Pays `request` with `tip` cents: holds the share (the server works it out again and refuses a
 * mismatch), then opens the payment page. Answers the refusal (the bill is read again), or null while
 * the payment page opens.
 */
export async function payShare(request: SplitRequest, tip: number): Promise<ApiFailure | null> {
  const call = tableCall();
  const view = $split.get();
  if (!call || !view) return { message: 'not ready' };
  const q = quote(view, request);
  if (!q.ok) return { message: q.code, extensions: { code: q.code, ...(q.params ?? {}) } };
  try {
    const held = await call.api.splitPay(call.code, toInput(request, q.value.amount, tip));
    $split.set(held.split);
    if (!checkOnlinePayment(held.amount, held.surcharge).ok) return { message: 'PAYMENT_BELOW_MINIMUM', extensions: { code: 'PAYMENT_BELOW_MINIMUM' } };
    const applied = await call.api.pay(held.tradeid, { platform: 2, amount: held.amount, surcharge: held.surcharge, return_url: '' });
    location.assign(applied.session_data);
    return null;
  } catch (e) {
    void loadSplit();
    return toApiFailure(e);
  }
}
