/**
 * Request limits (beyond the specifications; security hardening): one row per counted attempt, so
 * every server process sharing the database sees the same counts (`src/server/platform/request-limits.ts`).
 *
 * `key` is never stored as given: it holds the keyed hash of the key below (HMAC-SHA-256 under the
 * server secret 'request-limit-keys', request-limits.ts `storedLimitKey`), so no phone number or client
 * address is kept here and an erased account leaves nothing behind (issue 26 item 1).
 *
 * `kind` says what is counted and what `key` is the hash of:
 * - 'staff_signin': a staff sign-in attempt; key = `<venue code>|<client IP>`; `ok` true once it succeeded
 *   (successes do not count);
 * - 'staff_lockout': the moment a venue+IP pair reached the failure limit; key as above;
 * - 'receipt_email_code' / 'receipt_email_ip': a receipt e-mail request; key = the receipt code / the
 *   client IP; `ok` true when nothing was sent (unknown receipt, bad address), which does not count;
 * - 'login_account' / 'login_ip': a member sign-in attempt; key = the mobile (E.164) / the client IP;
 *   `ok` true once it succeeded (successes do not count);
 * - 'sms_phone_min' / 'sms_phone_day' / 'sms_ip_hour': an SMS code request (sms-codes.ts); key = the
 *   mobile / the client IP (a password-reset lookup of an unregistered mobile counts as 'sms_ip_hour');
 * - 'courier_quote_ip' / 'courier_quote_venue': a courier quote request (delivery quotes.ts).
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const requestLimitHits = pgTable(
  'request_limit_hits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    key: text().notNull(),
    /** Milliseconds since the epoch. */
    at: bigint({ mode: 'number' }).notNull(),
    /** True when the attempt does not count towards the limit (see the module note). */
    ok: boolean().notNull().default(false),
  },
  (t) => [index('request_limit_hits_kind_key_at_idx').on(t.kind, t.key, t.at)],
);

/** Secrets the server generates on first start when configuration gives none (e.g. the payment-data key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
