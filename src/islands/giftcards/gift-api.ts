/**
 * The gift-card operations as the browser calls them (giftcards.graphql; accounts-and-loyalty.md
 * §2.16): the brand's offer, the purchase, applying a card to an order and the cards an order used.
 * The session is installed as the bearer token first (orderApi).
 */
import { orderApi } from '../order/api-session';

async function call<T>(operation: string, document: string, variables: Record<string, unknown>): Promise<T> {
  await orderApi();
  const { gql } = await import('../api/client');
  return gql<T>(operation, document, variables);
}

/** A brand's offer: values in cents, expiry in months. */
export interface GiftCardOffer {
  brand_code: string;
  brand_name: string;
  logo: string;
  currency: string;
  monetary_unit: string;
  values: number[];
  expiry_months: number;
  max_recipients: number;
}

/** One recipient as entered: name and the e-mail twice. */
export interface RecipientInput {
  name: string;
  email: string;
  email_confirm: string;
}

/** giftCardPurchase: answers the order to pay (trade id) and its total in cents. */
export async function purchaseGiftCards(param: { brand_code: string; value: number; sender_name: string; message: string; recipients: RecipientInput[]; locale: string }) {
  const r = await call<{ giftCardPurchase: { tradeid: string; total: number } }>('giftCardPurchase', 'mutation($p:GiftCardPurchaseInput!){ giftCardPurchase(param:$p){ tradeid total } }', { p: param });
  return r.giftCardPurchase;
}

/** orderGiftCardApply: cents taken, the card's balance left, the amount still due, paid in full. */
export async function applyGiftCard(tradeid: string, code: string) {
  const r = await call<{ orderGiftCardApply: { amount: number; balance: number; due: number; paid: boolean } }>(
    'orderGiftCardApply',
    'mutation($t:String!,$c:String!){ orderGiftCardApply(tradeid:$t, code:$c){ amount balance due paid } }',
    { t: tradeid, c: code },
  );
  return r.orderGiftCardApply;
}

/** orderGiftCards: the cards applied to an order (last four characters, cents taken, balance now). */
export async function fetchOrderGiftCards(tradeid: string) {
  const r = await call<{ orderGiftCards: { last4: string; amount: number; balance: number }[] }>('orderGiftCards', 'query($t:String!){ orderGiftCards(tradeid:$t){ last4 amount balance } }', { t: tradeid });
  return r.orderGiftCards;
}
