/**
 * SMS (verification codes, accounts-and-loyalty.md §2.4–2.8): every message is written to the
 * `sms_outbox` table first. With no provider configured it is marked 'logged' and written to the server
 * log as one line saying SMS with the message text (so a developer or a test can read the code); with
 * Twilio configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) it is sent through the Twilio
 * Messages API and never logged. ARCHITECTURE.md "External systems".
 */
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/client';
import type { Config } from '../../platform/config';
import { smsOutbox } from './schema';

export { smsOutbox } from './schema';

export interface OutgoingSms {
  /** E.164 recipient. */
  to: string;
  body: string;
  /** 'register' | 'reset' | 'modify'. */
  purpose?: string;
}

export type SmsStatus = 'sent' | 'logged' | 'failed';

/** The SMS port. */
export interface SmsSender {
  /** 'outbox' (embedded default) or 'twilio'. */
  readonly name: 'outbox' | 'twilio';
  /** Queues a message in the outbox and sends it when a provider is configured. */
  send(sms: OutgoingSms): Promise<{ id: number; status: SmsStatus }>;
}

type SmsConfig = Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'>;

/**
 * Sends one message through the Twilio Messages API: POST {api}/2010-04-01/Accounts/{sid}/Messages.json,
 * HTTP Basic (account SID : auth token), form body To, From, Body. Answers 201 with `{sid, status}`.
 * @returns the message SID. Throws on a non-2xx answer (with Twilio's code and message).
 */
export async function sendViaTwilio(config: Required<SmsConfig>, sms: OutgoingSms): Promise<string> {
  const url = `${config.TWILIO_API_URL.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.TWILIO_ACCOUNT_SID)}/Messages.json`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.TWILIO_ACCOUNT_SID}:${config.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: sms.to, From: config.TWILIO_FROM, Body: sms.body }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
  if (!res.ok || !answer.sid) throw new Error(`Twilio ${res.status} ${answer.code ?? ''} ${answer.message ?? ''}`.trim());
  return answer.sid;
}

/** The SMS sender of a process: Twilio when all three TWILIO_* variables are set, else the outbox alone. */
export function createSmsSender(deps: { db: Db; config: SmsConfig; logger: Logger }): SmsSender {
  const { db, config, logger } = deps;
  const twilio = config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM ? (config as Required<SmsConfig>) : null;
  return {
    name: twilio ? 'twilio' : 'outbox',
    async send(sms) {
      const [row] = await db.insert(smsOutbox).values({ toPhone: sms.to, body: sms.body, purpose: sms.purpose ?? '' }).returning({ id: smsOutbox.id });
      if (!twilio) {
        await db.update(smsOutbox).set({ status: 'logged' }).where(eq(smsOutbox.id, row.id));
        // The one log line of a message: only without a provider (development, tests). The phone is
        // masked to its last four digits (no phone numbers in the log; issue 26 item 1).
        logger.info({ outboxId: row.id }, `SMS to ${maskPhone(sms.to)}: ${sms.body}`);
        return { id: row.id, status: 'logged' };
      }
      try {
        const sid = await sendViaTwilio(twilio, sms);
        await db.update(smsOutbox).set({ status: 'sent', providerId: sid }).where(eq(smsOutbox.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (e) {
        logger.warn({ outboxId: row.id, error: String((e as Error).message) }, 'sms send failed');
        await db.update(smsOutbox).set({ status: 'failed', error: String((e as Error).message).slice(0, 500) }).where(eq(smsOutbox.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
  };
}

/** A phone number as the log shows it: '…' and its last four digits ('+61491570156' → '…0156'). */
export function maskPhone(phone: string): string {
  return `…${phone.replace(/\D/g, '').slice(-4)}`;
}

/**
 * Deletes the outbox messages to `phone` (E.164), in `db` (an account deletion's transaction,
 * accounts-and-loyalty.md §2.15). Returns how many were deleted.
 */
export async function eraseSmsTo(db: Db, phone: string): Promise<number> {
  if (!phone) return 0;
  const gone = await db.delete(smsOutbox).where(eq(smsOutbox.toPhone, phone)).returning({ id: smsOutbox.id });
  return gone.length;
}
