/**
 * Pure view rules of the staff orders board (issue 23 item 1): which orders and store blocks a store
 * filter shows and in which column, which buttons a role sees, each status's tone. No I/O.
 */
import type { BoardColumn, StaffAction, StaffOrder } from './staff-api';
import type { StaffRoleName } from './nav';
import { htmlLang, type Locale } from '../../i18n';
import { ORDER_CATEGORY_NAMES } from '../../domain/types';

type T = (key: string, params?: Record<string, unknown>) => string;

export const BOARD_COLUMNS: readonly BoardColumn[] = ['new', 'progress', 'ready', 'done'];

/** Status events only managers and owners may append (refunds: 44 ask, 24 confirm). */
export const REFUND_EVENTS: ReadonlySet<number> = new Set([44, 24]);

/** Events asked for confirmation before they run (cancel, refuse, refunds). */
export const CONFIRM_EVENTS: ReadonlySet<number> = new Set([5, 22, 44, 24]);

/** The actions `role` sees: staff never see refunds (the server refuses them too). */
export function actionsFor(role: StaffRoleName, actions: readonly StaffAction[]): StaffAction[] {
  return role === 'staff' ? actions.filter((a) => !REFUND_EVENTS.has(a.status)) : [...actions];
}

/** Whether `role` may open the partial refund of `order`. */
export function canPartlyRefund(role: StaffRoleName, order: Pick<StaffOrder, 'refundable'>): boolean {
  return role !== 'staff' && order.refundable > 0;
}

/**
 * The board's columns for a store filter (0 = all stores): an order with store blocks shows under the
 * picked store's own progress and only when it holds that store's items; others by the order's column.
 */
export function boardColumns(orders: readonly StaffOrder[], store: number): Record<BoardColumn, StaffOrder[]> {
  const cols: Record<BoardColumn, StaffOrder[]> = { new: [], progress: [], ready: [], done: [] };
  for (const o of orders) {
    if (store && o.stores.length && !o.stores.some((x) => x.id === store)) continue;
    const col = store && o.stores.length ? (o.stores.find((x) => x.id === store)?.column ?? o.column) : o.column;
    cols[col].push(o);
  }
  return cols;
}

/** The tone of a payment status tag: paid go, unpaid/paying wait, refunds and cancels warn. */
export function paymentTone(status: number): 'go' | 'wait' | 'warn' | 'info' {
  if (status === 2) return 'go';
  if (status === 1 || status === 12) return 'wait';
  if (status === 3 || status === 5 || status === 11) return 'warn';
  return 'info';
}

/** The message key under `staff.orders.payment` of a payment status (`payment`: the server's English word). */
export function paymentKey(status: number, payment: string): string {
  if (payment === 'partly refunded') return 'partlyRefunded';
  return ({ 1: 'unpaid', 2: 'paid', 3: 'refunded', 5: 'canceled', 11: 'refunding', 12: 'paying' } as Record<number, string>)[status] ?? 'unknown';
}

/** The tone of an order status label. */
export function labelTone(key: string): 'go' | 'wait' | 'warn' | 'info' {
  if (['orderRefused', 'canceled', 'canceling', 'refunded', 'refunding', 'partialRefund'].includes(key)) return 'warn';
  if (['ready', 'fulfilled', 'delivering'].includes(key)) return 'go';
  if (['awaitingAcceptance', 'unpaid', 'paid'].includes(key)) return 'wait';
  return 'info';
}

/**
 * An order's category in the staff language (issue 23): the brand file's `name_i18n` for the language
 * ('zh-CN'; 'en-AU' then 'en' for Australian English); else, when the venue kept the default English
 * name, the app's own word for the type (`staff.orders.categories.<type>`); else the venue's name as given.
 */
export function categoryWord(o: Pick<StaffOrder, 'category' | 'categoryType' | 'categoryI18n'>, locale: Locale, t: T): string {
  const names = o.categoryI18n ?? {};
  const found = names[htmlLang(locale)] ?? names[locale] ?? (locale === 'en-au' ? names.en : undefined);
  if (found) return found;
  const isDefault = !o.category || o.category === ORDER_CATEGORY_NAMES[o.categoryType];
  if (isDefault && o.categoryType in ORDER_CATEGORY_NAMES) return t(`staff.orders.categories.${o.categoryType}`);
  return o.category;
}

/** A courier delivery's status in the staff language (`staff.orders.courier.status.<code>`); an unknown code as 'Status: <code>'. */
export function courierStatusWord(statusCode: string, t: T, known: (key: string) => boolean): string {
  const key = `staff.orders.courier.status.${statusCode}`;
  return known(key) ? t(key) : t('staff.orders.courier.unknownStatus', { code: statusCode });
}
