/**
 * Table checkout: paying a table's submitted lines through the orders & payments flow (storefront.md
 * §4 "Table states", "Checkout flow" 2 and 4, §8 table messages; orders-and-payments.md §4.4, §4.8,
 * §6 "tablepayments can disable paying at the table").
 *
 * - `checkoutTable` (GraphQL `orderResCheckout`): the sitting's order is created — or, while it is
 *   still unpaid, updated — from `tableCheckoutLines` under the sitting's trade id, priced with the
 *   domain's `priceOrder`. The lines keep status 21 (sent, unpaid) and take NO stock: they took it when
 *   their round went to the kitchen. The sitting is linked to the order (`linkTableOrder`) and locked
 *   for checkout (status 3) so the lines being paid cannot grow while the diner pays. The answer
 *   carries the amount and card surcharge to send to `orderPayApply`.
 * - `settleTablePayment` (table-payment.ts) runs inside the transaction that records a payment of such an order (a
 *   provider's verified success, or staff marking it paid in store): the order's lines are marked paid
 *   on the sitting (`markTableLinesPaid`), and when nothing unpaid remains the venue's rule decides:
 *   `table_close_paid` 1 closes the sitting at once (the next scan starts a new one), 0 (default) keeps
 *   the paid sitting locked until staff close it. After commit, `publishTablePayment` tells every phone
 *   at the table and the staff screens (`publishTableSitting`).
 */
import { eq, sql } from 'drizzle-orm';
import { rebuildLinesFromMenu } from '../../../domain/cart-menu-check';
import { mapCartEntries } from '../../../domain/cart-lines';
import { cents } from '../../../domain/money';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { orderFees, priceOrder, type TableBill } from '../../../domain/price-order';
import type { CartLine, Menu } from '../../../domain/types';
import type { Viewer } from '../accounts';
import { findVenue, loadMenu } from '../catalog';
import { LOCKED_BY, SITTING_STATUS, tableSittings } from './schema';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import { findOrderById, orderHasLines, placeTableOrder, publishOrderChange, replaceOrderLines } from '../orders';
import { paymentAmounts } from '../payments';
import { tableIdentity } from './table';
import { err, errWithDetails, ok, type Result } from '../../../domain/result';
import { TABLE_CATEGORY_TYPE, type TableInfo } from './table-model';
import { linkTableOrder, publishTableSitting, tableCheckoutLines } from './table-staff';
import {
  buildTableInfo,
  findOpenSitting,
  findTable,
  addDiner,
  hasLiveShares,
  isDiner,
  loadTableMenus,
  loadTableVenueSettings,
  lockTable,
  tableGroupAccount,
  type TableDeps,
} from './table-store';

type Deps = TableDeps & Pick<Services, 'config'>;

/** What `orderResCheckout` answers. Money in cents. */
export interface TableCheckoutOutcome {
  /** The order's row id. */
  id: number;
  /** The sitting's trade id (the order's). */
  tradeid: string;
  /** Amount due now: `orderPayApply` pay.amount. */
  amount: number;
  /** Card payment surcharge: `orderPayApply` pay.surcharge. */
  surcharge: number;
  info: TableInfo;
}

/**
 * The lines of an order from the sitting's sent lines: each entry rebuilt from its current menu (names
 * and taxes from the menu, as `orderEdit` does) when the menu still holds it, else kept as stored (it
 * was checked against the menu when it was added, and the kitchen has made it).
 */
export function buildTableOrderLines(lines: readonly CartLine[], menus: ReadonlyMap<number, Menu>): CartLine[] {
  return mapCartEntries(lines).flatMap((entry) => {
    const rebuilt = rebuildLinesFromMenu(entry.lines, menus);
    return rebuilt.ok ? rebuilt.value : entry.lines;
  });
}

/**
 * `orderResCheckout(rc)`: creates (or updates, while unpaid) the order of the table's open sitting from
 * its sent, unpaid lines, links it to the sitting and locks the sitting for checkout. See the module
 * note. Refusals (server messages): 'not found' (unknown table, no open sitting, another table's diner),
 * 'invalid token', 'This table is not ready yet, please ask staff for help', 'The account or password
 * incorrect' (a caller who has not joined a passcode table), 'store closed' {payable: false} (the
 * venue's tablepayments is 0: pay at the counter), 'Table is locked for checking out, please remove new
 * items in shopping cart!' (lines not yet sent to the kitchen remain), "Shopping cart can't be empty!"
 * (nothing sent to the kitchen), 'forbidden' (the sitting's order is already paid or canceled),
 * 'Paying' (a payment of the order is pending and the lines changed since).
 */
export async function checkoutTable(deps: Deps, viewer: Viewer | null, args: { rc?: string | null }): Promise<Result<TableCheckoutOutcome>> {
  const table = await findTable(deps.db, args.rc);
  if (!table) return err('TABLE_NOT_FOUND');
  const who = tableIdentity(viewer, table);
  if (!who.ok) return who;
  if (table.status !== 1) return err('TABLE_NOT_READY');
  const settings = await loadTableVenueSettings(deps.db, table.venue_id);
  if (settings.tablepayments !== 1) return errWithDetails('STORE_CLOSED', { payable: false });
  const venue = await findVenue(deps.db, table.venue_id);
  if (!venue) return err('TABLE_NOT_FOUND');
  const now = nowSeconds(deps.clock);

  // Price outside the lock from a first read; the transaction re-reads and re-prices if the lines moved.
  const first = await findOpenSitting(deps.db, table.id);
  const menus = await loadTableMenus(deps.db, table.venue_id, (first?.lines ?? []).map((l) => l.menu_id), { nowMs: deps.clock.nowMs() });
  const price = (lines: readonly CartLine[]) =>
    priceOrder({ lines: buildTableOrderLines(lines, menus), venue, categoryType: TABLE_CATEGORY_TYPE, scope: 'table', tip: { kind: 'cents', cents: 0 }, now });

  const outcome = await deps.db.transaction(async (tx): Promise<Result<{ id: number; tradeid: string; changed: boolean }>> => {
    const locked = await lockTable(tx, table.id);
    if (!locked) return err('TABLE_NOT_FOUND');
    if (locked.status !== 1) return err('TABLE_NOT_READY');
    const sitting = await findOpenSitting(tx, table.id);
    if (!sitting) return err('NO_SITTING');
    if (!(await isDiner(tx, sitting.id, who.value.sessionId))) {
      if (locked.passcode !== null) return err('WRONG_CREDENTIALS');
      // Paying at a code-mode table is joining it: the payer may then read and pay the sitting's order.
      await addDiner(tx, sitting.id, who.value.sessionId, who.value.deviceUid, deps.clock.nowMs());
    }
    // The bill is being split (issue 24): the rest is paid as a share ('rest'), never as a second whole bill.
    if (await hasLiveShares(tx, sitting.id)) return err('SPLIT_IN_PROGRESS');
    const checkout = await tableCheckoutLines(tx, table.id);
    if (!checkout.ok) return checkout;
    if (checkout.value.lines.length === 0) return err(checkout.value.paidLines.length > 0 ? 'FORBIDDEN' : 'NOTHING_SENT');
    for (const id of new Set(checkout.value.lines.map((l) => l.menu_id))) {
      if (!menus.has(id)) {
        const menu = await loadMenu(tx, table.venue_id, id);
        if (menu && menu.id === id) menus.set(id, menu);
      }
    }
    const priced = price(checkout.value.lines);
    if (!priced.ok) return err(priced.code, priced.params);

    const existing = checkout.value.orderId ? await findOrderById(tx, checkout.value.orderId) : null;
    let order: { id: number; tradeid: string };
    let changed = true;
    if (existing) {
      if (existing.status === PAYMENT_STATUS.paid || existing.status === PAYMENT_STATUS.canceled || existing.status === PAYMENT_STATUS.refunded) return err('FORBIDDEN');
      const same = await orderHasLines(tx, existing.id, priced.value.carts);
      if (existing.status !== PAYMENT_STATUS.unpaid) {
        // Paying: a pending payment covers exactly these lines, or the diner must cancel it first.
        if (!same) return err('PAYING');
        changed = false;
      } else if (!same || existing.feetopay !== priced.value.feetopay) {
        await replaceOrderLines(tx, existing, priced.value, now);
      } else changed = false;
      order = { id: existing.id, tradeid: existing.tradeid };
    } else {
      order = await placeTableOrder(tx, {
        venue,
        tableId: table.id,
        sessionId: who.value.sessionId,
        userId: viewer?.userId ?? null,
        tradeid: checkout.value.tradeid,
        categoryType: TABLE_CATEGORY_TYPE,
        categoryName: settings.categoryName,
        groupAccount: tableGroupAccount(table),
        priced: priced.value,
        now,
      });
      const linked = await linkTableOrder(tx, checkout.value.tradeid, order.id);
      if (!linked.ok) return linked;
    }
    // Locked for checkout while the diner pays: nothing new can be added to what is being paid.
    // A checkout's lock (LOCKED_BY.checkout) is released when its payment is cancelled or left alone for
    // the checkout hold (table-hold.ts); checking out again restarts the hold. Staff's lock stays staff's.
    if (sitting.status === SITTING_STATUS.open) {
      await tx
        .update(tableSittings)
        .set({ status: SITTING_STATUS.locked, lockedBy: LOCKED_BY.checkout, lockedAt: deps.clock.nowMs(), version: sql`${tableSittings.version} + 1`, updatedAt: sql`now()` })
        .where(eq(tableSittings.id, sitting.id));
      changed = true;
    } else if (sitting.lockedBy === LOCKED_BY.checkout) {
      await tx.update(tableSittings).set({ lockedAt: deps.clock.nowMs() }).where(eq(tableSittings.id, sitting.id));
    }
    return ok({ ...order, changed });
  });
  if (!outcome.ok) return outcome;

  if (outcome.value.changed) {
    await publishTableSitting(deps, outcome.value.tradeid, 'checkout');
    void publishOrderChange(deps, outcome.value.id, 'table checkout');
  }
  const row = (await findOrderById(deps.db, outcome.value.id))!;
  const { amount, surcharge } = await paymentAmounts(deps, row);
  const sitting = await findOpenSitting(deps.db, table.id);
  const allMenus = await loadTableMenus(deps.db, table.venue_id, (sitting?.lines ?? []).map((l) => l.menu_id), { nowMs: deps.clock.nowMs() });
  const info = buildTableInfo(table, sitting, settings, { deviceUid: who.value.deviceUid, joined: true, lockedOut: false }, allMenus, sitting?.version ?? 0);
  return ok({ id: outcome.value.id, tradeid: outcome.value.tradeid, amount, surcharge, info });
}

/** What is still to pay at a table (`TableBill`, cents): shown by the order detail of a table order before and between checkouts; the checkout itself prices again from the lines sent to the kitchen. */
export type { TableBill };

/**
 * Prices a table's unpaid lines (status 1 and 21) with the domain's `priceOrder` (table scope, no tip)
 * against the venue and its current menus (`buildTableOrderLines`). Zero fees when nothing is unpaid;
 * null when the venue is gone or the lines cannot be priced (the caller shows the plain line totals).
 */
export async function priceTableBill(deps: Pick<TableDeps, 'db' | 'clock'>, info: Pick<TableInfo, 'venue_id' | 'carts'>): Promise<TableBill | null> {
  const unpaid = info.carts.filter((l) => l.status === 1 || l.status === 21).map(({ inventory: _i, round: _r, ...l }: CartLine & { inventory?: unknown; round?: unknown }) => l as CartLine);
  if (unpaid.length === 0) {
    const zero = cents(0);
    return { feetotal: zero, feediscount: zero, feetax: zero, feetaxextra: zero, feetaxes: '[]', feesurcharge: zero, feetopay: zero };
  }
  const venue = await findVenue(deps.db, info.venue_id);
  if (!venue) return null;
  const menus = await loadTableMenus(deps.db, info.venue_id, unpaid.map((l) => l.menu_id), { nowMs: deps.clock.nowMs() });
  const priced = priceOrder({ lines: buildTableOrderLines(unpaid, menus), venue, categoryType: TABLE_CATEGORY_TYPE, scope: 'table', tip: { kind: 'cents', cents: 0 }, now: nowSeconds(deps.clock) });
  if (!priced.ok) return null;
  const { feedelivery: _delivery, feetips: _tips, ...bill } = orderFees(priced.value);
  return bill;
}
