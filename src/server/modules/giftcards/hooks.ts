/**
 * The gift cards' registrations at start: the `orderPaid` handler issues the cards of a paid purchase;
 * the gift-card tender gives back what an edited order took, and a staff refund's gift-card share
 * (payments/refunds.ts); the `orderCancelled` handler gives back
 * what a cancelled order took (platform/hooks.ts, orders/tenders.ts); the `accountErased` handler
 * forgets the sender's name and message on the cards the user bought (accounts-and-loyalty.md §2.15).
 */
import type { ModuleHooks } from '../../platform/hooks';
import type { Services } from '../../services';
import { releaseTenders } from '../orders';
import { forgetGiftCardSender, GIFT_CARD_KIND, issueGiftCards, refundGiftCards, releaseGiftCards } from './giftcards';

/** Registers the gift cards' hook handlers and tender. Called once by compose.ts `createModuleHooks`. */
export function registerGiftCardHooks(hooks: ModuleHooks<Services>): void {
  hooks.tenders.add({ kind: GIFT_CARD_KIND, release: (tx, order, now) => releaseGiftCards(tx, order, now), refund: (tx, order, amount, now) => refundGiftCards(tx, order, amount, now) });
  hooks.on('orderPaid', async function issueGiftCardsOfPurchase(tx, { order, nowMs }, deps) {
    return issueGiftCards(tx, order, nowMs, deps);
  });
  hooks.on('orderCancelled', async function giveBackGiftCards(tx, { order, nowMs }, deps) {
    await releaseTenders(deps, tx, order, Math.floor(nowMs / 1000));
  });
  hooks.accountErased.add(forgetGiftCardSender);
}
