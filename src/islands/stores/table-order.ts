/**
 * The sitting of a table order as the order detail reads it (orders-and-payments.md §2.4 "for table
 * orders", §4.8): the table API with the stored session, loaded on demand, and the read by trade id.
 */
import { loadSession } from './session';
import type * as Op from '../api/__generated__/operations';
import type { TableApi } from '../api/table-api';
import { toCartLines } from './table-sync';

/** The sitting of a table order as the order detail reads it (orderResInfoByTrade's info, lines as the domain's). */
export type TableOrderInfo = Omit<NonNullable<Op.OrderResInfoByTradeQuery['orderResInfo']>['info'], 'carts'> & { carts: ReturnType<typeof toCartLines> };

let api: TableApi | null = null;

/** The stored session's token ('' when none): the table calls' bearer token. */
export const tableToken = () => loadSession()?.token ?? '';

/** The table API, loaded on first use. */
export async function tableApiOnce(): Promise<TableApi> {
  if (!api) {
    const { tableApi } = await import('../api/table-api');
    api = tableApi(tableToken, '');
  }
  return api;
}

/**
 * The sitting with this trade id (orderResInfo(tradeid)), for a phone that joined it; null for any
 * other trade id (not a table order, or not this phone's) and when the table cannot be reached.
 */
export async function fetchTableOrder(tradeid: string): Promise<TableOrderInfo | null> {
  try {
    const info = await (await tableApiOnce()).byTrade(tradeid);
    return info ? { ...info, carts: toCartLines(info.carts) } : null;
  } catch {
    return null;
  }
}
