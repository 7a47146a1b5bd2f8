/**
 * E-mail (receipts): every message is written to the `email_outbox` table first; with SMTP_URL set it
 * is then sent through nodemailer and marked 'sent' (or 'failed' with the error), without it it is
 * marked 'logged' and stays readable in the table (dev, tests). ARCHITECTURE.md "External systems".
 */
import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/client';
import type { Config } from '../../platform/config';
import { emailOutbox } from './schema';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What it is about, e.g. an invoice code. */
  ref?: string;
}

/** The e-mail port. */
export interface EmailSender {
  /**
   * Queues an e-mail in the outbox and sends it when SMTP is configured.
   * @returns the outbox id and the final status: 'sent', 'logged' (no SMTP) or 'failed'.
   */
  send(mail: OutgoingEmail): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }>;
}

/** The e-mail sender of a process: the outbox, and SMTP (nodemailer) when `SMTP_URL` is set. */
export function createEmailSender(services: { db: Db; config: Pick<Config, 'SMTP_URL' | 'EMAIL_FROM'>; logger: Logger }): EmailSender {
  let transport: Transporter | undefined;
  return { send: (mail) => sendEmail(services, mail, () => (transport ??= nodemailer.createTransport(services.config.SMTP_URL!))) };
}

async function sendEmail(
  services: { db: Db; config: Pick<Config, 'SMTP_URL' | 'EMAIL_FROM'>; logger: Logger },
  mail: OutgoingEmail,
  smtp: () => Transporter,
): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }> {
  const [row] = await services.db
    .insert(emailOutbox)
    .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text, ref: mail.ref ?? '' })
    .returning({ id: emailOutbox.id });
  const url = services.config.SMTP_URL;
  if (!url) {
    await services.db.update(emailOutbox).set({ status: 'logged' }).where(eq(emailOutbox.id, row.id));
    // The address and subject (which may name people) stay in the outbox, never in the log.
    services.logger.info({ kind: mail.kind, outboxId: row.id }, 'e-mail kept in the outbox (SMTP_URL not set)');
    return { id: row.id, status: 'logged' };
  }
  try {
    await smtp().sendMail({ from: services.config.EMAIL_FROM, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    await services.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
    return { id: row.id, status: 'sent' };
  } catch (e) {
    services.logger.warn({ err: e, outboxId: row.id }, 'e-mail send failed');
    await services.db.update(emailOutbox).set({ status: 'failed', error: String((e as Error).message).slice(0, 500) }).where(eq(emailOutbox.id, row.id));
    return { id: row.id, status: 'failed' };
  }
}

/**
 * Deletes the outbox e-mails sent to any of `addresses` (compared lower-cased; '' ignored), in `db` (an
 * account deletion's transaction, accounts-and-loyalty.md §2.15). Returns how many were deleted.
 */
export async function eraseEmailsTo(db: Db, addresses: readonly string[]): Promise<number> {
  const wanted = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return 0;
  const gone = await db.delete(emailOutbox).where(inArray(sql`lower(${emailOutbox.toAddress})`, wanted)).returning({ id: emailOutbox.id });
  return gone.length;
}

/**
 * Deletes the outbox e-mails about any of `refs` (e.g. 'gift_card:12', whose text names the sender), in
 * `db` (an account deletion's transaction). Returns how many were deleted.
 */
export async function eraseEmailsByRef(db: Db, refs: readonly string[]): Promise<number> {
  if (!refs.length) return 0;
  const gone = await db.delete(emailOutbox).where(inArray(emailOutbox.ref, [...refs])).returning({ id: emailOutbox.id });
  return gone.length;
}
