/**
 * The gift-card operations as the browser calls them (giftcards.graphql; accounts-and-loyalty.md
 * §2.16): the brand's offer, the purchase, applying a card to an order and the cards an order used.
 * The session is installed as the bearer token first (orderApi).
 */
import type * as Op from '../api/__generated__/operations';
import type { Document } from '../api/client';
import { orderApi } from '../stores/api-session';
import giftCardPurchase from './gift-card-purchase.graphql?raw';
import orderGiftCardApply from './order-gift-card-apply.graphql?raw';
import orderGiftCards from './order-gift-cards.graphql?raw';

export const GIFT_CARD_PURCHASE = giftCardPurchase as Document<Op.GiftCardPurchaseMutation, Op.GiftCardPurchaseMutationVariables>;
export const ORDER_GIFT_CARD_APPLY = orderGiftCardApply as Document<Op.OrderGiftCardApplyMutation, Op.OrderGiftCardApplyMutationVariables>;
export const ORDER_GIFT_CARDS = orderGiftCards as Document<Op.OrderGiftCardsQuery, Op.OrderGiftCardsQueryVariables>;

/** Runs one operation with the session installed (the GraphQL client loaded on demand). */
async function call<R, V>(operation: string, doc: Document<R, V>, variables: V): Promise<R> {
  await orderApi();
  const { gql } = await import('../api/client');
  return gql(operation, doc, variables);
}

/** One recipient as entered: name and the e-mail twice. */
export interface RecipientInput {
  name: string;
  email: string;
  email_confirm: string;
}

/** giftCardPurchase: answers the order to pay (trade id) and its total in cents. */
export async function purchaseGiftCards(param: { brand_code: string; value: number; sender_name: string; message: string; recipients: RecipientInput[]; locale: string }) {
  const r = await call('giftCardPurchase', GIFT_CARD_PURCHASE, { p: param });
  return r.giftCardPurchase;
}

/** orderGiftCardApply: cents taken, the card's balance left, the amount still due, paid in full. */
export async function applyGiftCard(tradeid: string, code: string) {
  const r = await call('orderGiftCardApply', ORDER_GIFT_CARD_APPLY, { t: tradeid, c: code });
  return r.orderGiftCardApply;
}

/** orderGiftCards: the cards applied to an order (last four characters, cents taken, balance now). */
export async function fetchOrderGiftCards(tradeid: string) {
  const r = await call('orderGiftCards', ORDER_GIFT_CARDS, { t: tradeid });
  return r.orderGiftCards;
}
