/**
 * The SMS outbox (the embedded default of the SMS port): every text message is written here first and
 * sent through Twilio when configured; readable in tests and development.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Text messages to send (verification codes): written first, sent when a provider is configured. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** E.164 recipient, e.g. +61491570156. */
    toPhone: text().notNull(),
    /** The message text (a verification code message carries the code). */
    body: text().notNull(),
    /** 'register' | 'reset' | 'modify' (accounts-and-loyalty.md §2.4, §2.8). */
    purpose: text().notNull().default(''),
    /** 'queued' | 'sent' | 'failed' | 'logged' (no provider configured). */
    status: text().notNull().default('queued'),
    /** Provider message id (Twilio SID) when sent. */
    providerId: text().notNull().default(''),
    error: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.toPhone)],
);
