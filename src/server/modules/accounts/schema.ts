/**
 * Accounts and sessions: users (members, guests created at checkout, table diners) and the bearer
 * sessions they hold. Tokens are stored only as SHA-256 hashes. accounts-and-loyalty.md §1, §6;
 * storefront.md §6 (login valid while expired_at, in seconds, is after now).
 *
 * After changing a schema file: delete `drizzle/` and run `npx drizzle-kit generate --name init`.
 */
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { venues, venueTables } from '../catalog';

/** users.type: 1 member (registered), 2 guest (checkout without password), 3 table diner. */
export const USER_TYPE = { member: 1, guest: 2, tableDiner: 3 } as const;

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
  (t) => [uniqueIndex('users_uid_idx').on(t.uid), index('users_phone_idx').on(t.phone)],
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
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
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.tokenHash), index('staff_sessions_venue_idx').on(t.venueId)],
);
