/**
 * The one error catalogue. Codes never change once released; each maps to the English and Chinese
 * messages in `src/content/locales/*` under `errors.<code>` (or under `messageKey` where given), and,
 * where the specifications name one, to the server message the contract carries (`serverMessage`).
 * Server errors carry the code as `extensions.code`; clients map errors by that code, never by the
 * wording of the message (several codes share one message, e.g. 'not found').
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
  /** Registration: the mobile number or e-mail is taken ({field: 'account' | 'email'}) (accounts-and-loyalty.md §8). */
  UNPROCESSABLE: { serverMessage: '422 Unprocessable Entity' },
  /** 'Feature Not Available' — the brand has no loyalty programme or vouchers (accounts-and-loyalty.md §2.11, §2.13). */
  FEATURE_NOT_AVAILABLE: { serverMessage: 'feature not available' },
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
  /** A tip on an order whose kind takes no tips (the venue's tip setting is off; issue 24 item 3). */
  TIPS_OFF: {},
  /** A tip amount where the venue takes only its preset percentages (issue 24 item 3). */
  TIP_PRESETS_ONLY: {},
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
  GUESTS_REQUIRED: { serverMessage: 'No number of guest selected' },
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
  CART_ITEMS_MAX: { serverMessage: 'Too many shopping cart items!' },
  /** 'Table is locked for checking out, new item can't be added.' (storefront.md §5, §8). */
  TABLE_LOCKED: { serverMessage: "Table is locked for checking out, new item can't be added." },
  // — table ordering (storefront.md §3 "Table order resource", §4, §8 table messages; orders-and-payments.md §4.8)
  /** No table with this QR code key, or a sitting this phone may not see. */
  /** Online ordering of this fulfilment type is paused by the venue (issue 23 item 4); params {type, until} (seconds). */
  ORDERING_PAUSED: { serverMessage: 'store closed', messageKey: 'availability.errors.paused' },
  TABLE_NOT_FOUND: { serverMessage: 'not found', messageKey: 'table.tableNotFound' },
  /** The venue switched the table off. */
  TABLE_NOT_READY: { serverMessage: 'This table is not ready yet, please ask staff for help', messageKey: 'table.notReady' },
  /** Checkout on a locked table while new lines remain. */
  TABLE_CHECKOUT_NEW_ITEMS: { serverMessage: 'Table is locked for checking out, please remove new items in shopping cart!', messageKey: 'table.removeNewItems' },
  /** Sending a round with nothing new. */
  ALL_SENT: { serverMessage: 'All items have been sent to kitchen, please add more!', messageKey: 'table.allSent' },
  /** A table edit made against a stale cart version (extensions {version, tradeid, carts}). */
  VERSION_CONFLICT: { serverMessage: 'version conflict', messageKey: 'table.versionConflict' },
  /** Too many wrong passcodes from this phone (our documented message). */
  PASSCODE_TRIES: { serverMessage: 'Too many wrong passcodes from this phone, please try again later or ask staff for help', messageKey: 'table.passcodeTries' },
  /** Too many wrong passcodes at the table: staff must help (table status 4). */
  TABLE_NEEDS_STAFF: { serverMessage: 'Too many wrong passcodes, please ask staff for help', messageKey: 'table.needsStaff' },
  /** No open sitting at the table. */
  NO_SITTING: { serverMessage: 'not found', messageKey: 'table.noSitting' },
  /** More than one table operation (or more root mutations than allowed) in one request (our documented message). */
  TOO_MANY_OPERATIONS: { serverMessage: 'Only one table operation per request', messageKey: 'table.oneOperation' },
  /** The sitting still has lines to pay. */
  UNPAID_LINES: { serverMessage: 'not acceptable', messageKey: 'table.unpaidLines' },
  /** Sending or paying a table cart with nothing in it: "Shopping cart can't be empty!". */
  NOTHING_SENT: { serverMessage: "Shopping cart can't be empty!", messageKey: 'errors.CART_EMPTY' },
  // — request limits (beyond the specifications; src/server/platform/request-limits.ts)
  /** Too many staff sign-ins or receipt e-mails in the window: 'Too many requests, please try again later'. */
  TOO_MANY_REQUESTS: {},
  /**
   * Member sign-in refused past its guessing limits (issue 26 items 2–3; the spec names no message):
   * params.retryAfterSeconds is the wait; the islands show 'Too many attempts, try again in N minutes'.
   */
  TOO_MANY_ATTEMPTS: { serverMessage: 'Too many attempts, please try again later' },
  // — splitting the bill at a table (issue 24; domain/bill-split.ts)
  /** The table's bill is already paid. */
  SPLIT_NOTHING_DUE: {},
  /** An amount over what remains of the bill. */
  SPLIT_OVER_BALANCE: {},
  /** An amount that is not a whole positive number of cents. */
  SPLIT_BAD_AMOUNT: {},
  /** People to split evenly by out of 2–50, or not the split already under way. */
  SPLIT_BAD_PEOPLE: {},
  /** Ways to share a dish out of 2–20, or not the sharing already under way. */
  SPLIT_BAD_WAYS: {},
  /** A share already paid, or not one of the split's shares. */
  SPLIT_BAD_INDEX: {},
  /** Not a line of this table's bill. */
  SPLIT_UNKNOWN_LINE: {},
  /** A line with nothing left to pay. */
  SPLIT_LINE_PAID: {},
  /** No line chosen. */
  SPLIT_NO_LINES: {},
  /** The share the phone showed is not the server's (params.amount: the server's share, params.balance). */
  SPLIT_MISMATCH: {},
  /** A tip that is not a whole number of cents from 0 to the share. */
  SPLIT_BAD_TIP: {},
  /** Not one of the ways to split (lines, even, amount, dish, rest). */
  SPLIT_BAD_REQUEST: {},
  /** The whole bill is being paid by a table checkout: wait for it or cancel it. */
  SPLIT_CHECKOUT_PENDING: {},
  /** The bill is being split: a whole-bill checkout is refused (pay the rest as a share). */
  SPLIT_IN_PROGRESS: {},
  // — phone orders and the full own-zone delivery address (issue 23 items 7–8)
  /** An own-zone delivery address without a street (issue 23 item 8). */
  DELIVERY_STREET_REQUIRED: { serverMessage: 'Street address can not be empty', messageKey: 'deliveryAddress.errors.streetRequired' },
  /** An own-zone delivery address whose postcode is in none of the venue's zones ({postcode}) (issue 23 item 8; storefront.md §5). */
  DELIVERY_POSTCODE_OUT_OF_ZONE: { serverMessage: 'Your address is not in range of our store location', messageKey: 'deliveryAddress.errors.postcodeOutOfZone' },
  /** A pay link whose signature does not match, or that names another order (issue 23 item 7). */
  PAY_LINK_INVALID: { serverMessage: 'invalid token', messageKey: 'phoneOrder.link.invalid' },
  /** A pay link past its expiry (venue setting `pay_link_hours`, default 24) (issue 23 item 7). */
  PAY_LINK_EXPIRED: { serverMessage: 'This payment link has expired', messageKey: 'phoneOrder.link.expired' },
  /** A pay link whose order is already paid (or cancelled): it cannot be used again (issue 23 item 7). */
  PAY_LINK_USED: { serverMessage: 'This order has already been paid', messageKey: 'phoneOrder.link.used' },
  /** A phone order with neither a phone nor an e-mail to send its link to (issue 23 item 7). */
  PHONE_ORDER_CONTACT_REQUIRED: { serverMessage: 'not valid', messageKey: 'phoneOrder.errors.contactRequired' },
  // — capacity per slot and the diner's cancel window (issue 23 items 5, 6; src/domain/slot-capacity.ts)
  /** The order's 15-minute slot is full ({slot, next: the next slot with room or 0, asap: 1 when ASAP found no room}). */
  SLOT_FULL: { serverMessage: 'slot full', messageKey: 'capacity.slotFull' },
  /** The diner's cancel is outside the venue's cancel window ({reason: 'off' | 'accepted' | 'expired' | 'status'}). */
  CANCEL_WINDOW_CLOSED: { serverMessage: 'cancel window closed', messageKey: 'cancelOrder.outsideWindow' },
  // — the kitchen (issue 25 items 1, 2; src/domain/kitchen.ts)
  /** A bump of a ticket already bumped (done) by another screen or tap ({id}). */
  TICKET_ALREADY_BUMPED: { serverMessage: 'ticket already bumped' },
  /** A recall of a ticket that is not bumped ({id}). */
  TICKET_NOT_BUMPED: { serverMessage: 'ticket not bumped' },
  /** A bump of a ticket whose course is still held ({id}). */
  TICKET_HELD: { serverMessage: 'course not fired yet' },
  /** A fire of a course already fired, by another phone or by staff ({course}). */
  COURSE_ALREADY_FIRED: { serverMessage: 'course already fired' },
  /** A fire of a course the table has nothing held for ({course}). */
  COURSE_NOT_HELD: { serverMessage: 'nothing held for this course' },
  // — printed tickets (issue 25 item 3; src/server/modules/kitchen/printing.ts)
  /** A printer set for a station the venue does not have ({station}). */
  UNKNOWN_STATION: { serverMessage: 'unknown station' },
  /** A printer's settings refused ({reason}: what is wrong, e.g. 'host:port expected'). */
  BAD_PRINTER: { serverMessage: 'bad printer settings' },
  /** A reprint of a ticket whose station has no printer. */
  NO_PRINTER: { serverMessage: 'no printer for this station' },
  /** An 'Add' of a printer whose code the venue already has ({code}). */
  PRINTER_EXISTS: { serverMessage: 'printer code taken' },
  // — the card's session (issue 26 item 10; docs/adr/0012-card-session-fields.md)
  /** userLoginOa: the venue offers no membership card (accounts-and-loyalty.md §8: shown as an empty message). */
  NOT_AVAILABLE: { serverMessage: 'not available' },
} as const satisfies Record<string, { serverMessage?: string; messageKey?: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Whether a value (e.g. a GraphQL error's `extensions.code`) is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The server message of a code: the specification's wording, or the code itself where none is named. */
export function serverMessageOf(code: ErrorCode): string {
  return (ERROR_CATALOGUE[code] as { serverMessage?: string }).serverMessage ?? code;
}

/** The locale key of a code's message for the diner: its `messageKey`, else `errors.<code>`. */
export function messageKeyOf(code: ErrorCode): string {
  return (ERROR_CATALOGUE[code] as { messageKey?: string }).messageKey ?? `errors.${code}`;
}
