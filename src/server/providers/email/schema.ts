/**
 * The e-mail outbox (the embedded default of the e-mail port): every e-mail is written here first and
 * sent by SMTP when configured; readable in tests and development.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** E-mails to send (receipts): written first, sent by SMTP when configured, readable in tests and dev. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** 'receipt'. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** 'queued' | 'sent' | 'failed' | 'logged' (no SMTP configured). */
    status: text().notNull().default('queued'),
    error: text().notNull().default(''),
    /** What it is about, e.g. the invoice code. */
    ref: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_outbox_ref_idx').on(t.ref)],
);
