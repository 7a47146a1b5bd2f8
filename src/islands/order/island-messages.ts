/**
 * The message sections the order screens' islands need, picked on the server from the page's full
 * catalogue (English filling gaps) and passed as a prop, so a page sends only what it shows. Pure.
 */
import type { Messages } from '../../i18n';

/** Sections of the catalogue the order screens read. */
export const ORDER_MESSAGE_SECTIONS = ['orders', 'common', 'errors', 'modal', 'fulfilment', 'store', 'giftcards', 'delivery', 'dinerWalk', 'cancelOrder', 'capacity', 'deliveryAddress', 'tipsUi', 'expressPay'] as const;

/** The named top-level sections of `messages`. */
export function pickMessages(messages: Messages, sections: readonly string[] = ORDER_MESSAGE_SECTIONS): Messages {
  return Object.fromEntries(sections.filter((s) => s in messages).map((s) => [s, messages[s]]));
}
