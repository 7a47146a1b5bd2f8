/**
 * The one error catalogue. Codes never change once released; each maps to the English and Chinese
 * messages in `src/content/locales/*` under `errors.<code>`, and, where the specifications name one,
 * to the server message the contract carries (`serverMessage`).
 *
 * Spec: storefront.md §8, orders-and-payments.md §8, accounts-and-loyalty.md (error catalogue).
 */
export const ERROR_CATALOGUE = {
  // — server messages of the contract (storefront.md §8, orders-and-payments.md §8.2)
  NOT_FOUND: { serverMessage: 'not found' },
  NOT_VALID: { serverMessage: 'not valid' },
  NOT_ACCEPTABLE: { serverMessage: 'not acceptable' },
  STORE_CLOSED: { serverMessage: 'store closed' },
  OUT_OF_TIME: { serverMessage: 'out of time' },
  OUT_OF_STOCK: { serverMessage: 'out of stock' },
  PAYING: { serverMessage: 'Paying' },
  FORBIDDEN: { serverMessage: 'forbidden' },
  INVALID_TOKEN: { serverMessage: 'invalid token' },
  EXIST_ALREADY: { serverMessage: 'exist already' },
  USER_ONLY: { serverMessage: 'user only' },
  WRONG_CREDENTIALS: { serverMessage: 'The account or password incorrect' },
  NETWORK_BUSY: { serverMessage: 'network busy' },
  BAD_INPUT: { serverMessage: 'bad input' },
  /** More than one table operation in one GraphQL operation (storefront.md §7; our limit). */
  TOO_MANY_OPERATIONS: { serverMessage: 'Only one table operation per request' },
  // — domain rules (add below; never rename)
  // — pricing, coupons, tips, orders and input validation (src/domain money … validation)
  /** 'Your address is not in range of our store location' / 'Out Of Range' (storefront.md §5, orders-and-payments.md §5.5). */
  DELIVERY_OUT_OF_RANGE: {},
  /** 'Minimum order {priceMin}, accept {priceExtra} extra charge needed to meet minimum order for delivery.' (orders-and-payments.md §5.1). */
  DELIVERY_TOP_UP_NOT_ACCEPTED: {},
  /** 'Address can not be empty' (orders-and-payments.md §5.1). */
  DELIVERY_ADDRESS_REQUIRED: {},
  /** A courier delivery without a quote (orders-and-payments.md §5.1). */
  DELIVERY_QUOTE_REQUIRED: {},
  /** An empty promo code (orders-and-payments.md §5.3). */
  COUPON_CODE_REQUIRED: {},
  /** 'This coupon already exists' (orders-and-payments.md §5.3). */
  COUPON_ALREADY_ADDED: {},
  /** 'thisOrderCantUseThisCouponItsNotInTheSupportedScop' (orders-and-payments.md §5.3). */
  COUPON_SCOPE_MISMATCH: {},
  /** 'couponsMinimumOrderNotMeet' (orders-and-payments.md §5.3). */
  COUPON_MINIMUM_NOT_MET: {},
  /** 'Coupon not valid' at this time (orders-and-payments.md §8.5). */
  COUPON_OUTSIDE_VALIDITY: {},
  /** 'pleaseEnterAValueGreaterThanOrEqualTo0' (orders-and-payments.md §5.4). */
  TIP_NEGATIVE: {},
  /** 'Total price greater than spending limit' (orders-and-payments.md §5.2). */
  SPENDING_LIMIT_EXCEEDED: {},
  /** 'The total amount due should more than $0.5' (orders-and-payments.md §5.2). */
  PAYMENT_BELOW_MINIMUM: {},
  /** A status event the transition table does not allow (orders-and-payments.md §4.2, STYLE.md §4). */
  STATUS_TRANSITION_NOT_ALLOWED: {},
  /** An empty mobile only marks the field required (accounts-and-loyalty.md §5). */
  MOBILE_REQUIRED: {},
  /** 'Invalid mobile number' (accounts-and-loyalty.md §5, storefront.md §5). */
  MOBILE_INVALID: {},
  /** A required e-mail left empty (orders-and-payments.md §5.2). */
  EMAIL_REQUIRED: {},
  /** 'Please enter a valid email address' (accounts-and-loyalty.md §5, orders-and-payments.md §5.2). */
  EMAIL_INVALID: {},
  /** 'Enter the email address' — the card e-mail pattern (orders-and-payments.md §5.2). */
  CARD_EMAIL_INVALID: {},
  /** Table passcode: exactly 4 digits (storefront.md §5). */
  PASSCODE_INVALID: {},
  /** 'No number of guest selected' (storefront.md §5). */
  GUESTS_REQUIRED: {},
  /** Guests: 0–2 digits (storefront.md §5). */
  GUESTS_INVALID: {},
  /** 'Password can not be empty' (accounts-and-loyalty.md §5). */
  PASSWORD_REQUIRED: {},
  /** 'Confirm Password can not be empty' (accounts-and-loyalty.md §5). */
  CONFIRM_PASSWORD_REQUIRED: {},
  /** 'Code can not be empty' (accounts-and-loyalty.md §5). */
  CODE_REQUIRED: {},
  /** 'The confirm password mismatch' — verification screen (accounts-and-loyalty.md §5). */
  CONFIRM_PASSWORD_MISMATCH: {},
  /** 'The password entered do not match' (accounts-and-loyalty.md §5, storefront.md §5). */
  PASSWORD_MISMATCH: {},
  /** The account-deletion confirmation is not exactly 'DELETE' (accounts-and-loyalty.md §5). */
  DELETE_CONFIRMATION_MISMATCH: {},
  // — cart, item building, stock, opening hours and fulfilment (src/domain cart … fulfilment)
  /** 'You can only add {countLimit} {modifierName} items' — option or group limit (storefront.md §5). */
  MODIFIER_LIMIT: {},
  /** A combo group already holds `limits` picks ({limit, groupName}) (storefront.md §5 "Adding to the cart"). */
  COMBO_GROUP_FULL: {},
  /** Add is disabled: a variant, a modifier minimum or a combo group is unmet ({reason, name}) (storefront.md §5). */
  ITEM_INCOMPLETE: {},
  /** 'Too many shopping cart items!' — order_carts_max ({max}) (storefront.md §5). */
  CART_ITEMS_MAX: {},
  /** 'Table is locked for checking out, new item can't be added.' (storefront.md §5, §8). */
  TABLE_LOCKED: {},
  // — request limits (beyond the specifications; src/server/use-cases/request-limits.ts)
  /** Too many staff sign-ins or receipt e-mails in the window: 'Too many requests, please try again later'. */
  TOO_MANY_REQUESTS: {},
} as const satisfies Record<string, { serverMessage?: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
