/**
 * The giftcards module's door (accounts-and-loyalty.md §2.16): the composition root registers its
 * hooks and resolvers; pages read a brand's offer and a card.
 */
export { getGiftCard, getGiftCardOffer, displayCode, listGiftCardBrands, MAX_RECIPIENTS } from './giftcards';
export type { GiftCardOffer, GiftCardView } from './giftcards';
export { registerGiftCardHooks } from './hooks';
export { giftCardResolvers } from './resolvers';
