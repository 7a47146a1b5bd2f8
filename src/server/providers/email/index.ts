/**
 * E-mail (receipts): every message is written to the `email_outbox` table first; with SMTP_URL set it
 * is then sent through nodemailer and marked 'sent' (or 'failed' with the error), without it it is
 * marked 'logged' and stays readable in the table (dev, tests). ARCHITECTURE.md "External systems".
 */
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Services } from '../../services';
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

const transports = new Map<string, Transporter>();

/**
 * Queues an e-mail in the outbox and sends it when SMTP is configured.
 * @returns the outbox id and the final status: 'sent', 'logged' (no SMTP) or 'failed'.
 */
export async function sendEmail(services: Pick<Services, 'db' | 'config' | 'logger'>, mail: OutgoingEmail): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }> {
  const [row] = await services.db
    .insert(emailOutbox)
    .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text, ref: mail.ref ?? '' })
    .returning({ id: emailOutbox.id });
  const url = services.config.SMTP_URL;
  if (!url) {
    await services.db.update(emailOutbox).set({ status: 'logged' }).where(eq(emailOutbox.id, row.id));
    services.logger.info({ to: mail.to, subject: mail.subject, outboxId: row.id }, 'e-mail kept in the outbox (SMTP_URL not set)');
    return { id: row.id, status: 'logged' };
  }
  let transport = transports.get(url);
  if (!transport) transports.set(url, (transport = nodemailer.createTransport(url)));
  try {
    await transport.sendMail({ from: services.config.EMAIL_FROM, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    await services.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
    return { id: row.id, status: 'sent' };
  } catch (e) {
    services.logger.warn({ err: e, outboxId: row.id }, 'e-mail send failed');
    await services.db.update(emailOutbox).set({ status: 'failed', error: String((e as Error).message).slice(0, 500) }).where(eq(emailOutbox.id, row.id));
    return { id: row.id, status: 'failed' };
  }
}
