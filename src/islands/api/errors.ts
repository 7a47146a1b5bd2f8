/**
 * The generic error mapping of storefront.md §8: a server or network message to a message key under
 * `errors.*` of the locale files. Pure.
 */

export type ApiOperation = 'venueInfo' | 'orderInfo' | 'orderEdit' | 'orderPayApply' | 'orderResEdit' | 'productList' | 'menuCheckInfo' | 'venueMenus' | 'menuInfo' | 'other';

/** A mapped error: the message key, or the raw server message when the catalogue shows it as is. */
export type MappedError = { key: string } | { raw: string };

/**
 * Maps an error message (storefront.md §8 "Generic mapping"):
 * - 'Failed to fetch' → FAILED_TO_FETCH;
 * - venueInfo / orderInfo 'not found' → NOT_FOUND;
 * - orderEdit / orderPayApply: 'not valid' / 'not acceptable' (table: rescan, else reopen), 'store
 *   closed' / 'out of time' → reschedule, 'out of stock', 'Paying' / 'forbidden', wrong credentials raw;
 * - orderResEdit: the message as is;
 * - 'network busy' → NETWORK_BUSY; anything else → OPERATION_FAILED.
 */
export function mapApiError(operation: ApiOperation, message: string, options: { tableMode?: boolean; payable?: boolean } = {}): MappedError {
  const m = message || '';
  if (m.includes('Failed to fetch') || m.includes('NetworkError') || m.includes('fetch failed')) return { key: 'errors.FAILED_TO_FETCH' };
  if ((operation === 'venueInfo' || operation === 'orderInfo') && m.includes('not found')) return { key: 'errors.NOT_FOUND' };
  if (operation === 'orderEdit' || operation === 'orderPayApply') {
    if (m.includes('not valid') || m.includes('not acceptable')) return { key: options.tableMode ? 'errors.PLACE_FAILED_TABLE' : 'errors.PLACE_FAILED' };
    if (m.includes('store closed')) return { key: operation === 'orderPayApply' && options.payable === false ? 'errors.PAY_AT_COUNTER' : 'errors.STORE_CLOSED' };
    if (m.includes('out of time')) return { key: 'errors.OUT_OF_TIME' };
    if (m.includes('out of stock')) return { key: 'errors.OUT_OF_STOCK' };
    if (m.includes('Paying') || m.includes('forbidden')) return { key: 'errors.PAYING' };
    if (m.includes('The account or password incorrect')) return { raw: m };
  }
  if (operation === 'orderResEdit' && m) return { raw: m };
  if (m.includes('network busy')) return { key: 'errors.NETWORK_BUSY' };
  return { key: 'errors.OPERATION_FAILED' };
}
