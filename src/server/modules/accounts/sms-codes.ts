/**
 * SMS verification codes (accounts-and-loyalty.md §2.4, §2.5, §2.8; NIST SP 800-63B §5.1.3):
 * - 6 digits from `crypto.randomInt` (a CSPRNG), valid 10 minutes, single use;
 * - bound to phone (E.164) + purpose ('register', 'reset', 'modify'): a code of one purpose never
 *   confirms another; a new code for the same phone + purpose voids the previous one;
 * - stored only as HMAC-SHA-256 under a server secret; void after 5 wrong tries;
 * - sending limited by the thing attacked, the phone number: 1 per 60 s and 5 per day; and per client
 *   address (a venue's Wi-Fi is one address), 30 requests an hour are free, then each further one waits
 *   10 s, 20 s, 40 s … (at most 15 minutes) after the previous one — slowing, never an hour's ban, so a
 *   stranger's 20 requests do not stop codes for everybody there. A password-reset lookup of an
 *   unregistered mobile counts as a request of the address (`reserveCodeLookup`). Past a limit the
 *   request answers 'network busy' (§7, §8) with `retryAfterSeconds`.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { err, ok, type Result } from '../../../domain/result';
import { reserveHits, type HitLimit } from '../../platform/request-limits';
import { serverSecret } from '../../platform/secrets';
import type { Services } from '../../services';
import { smsCodes, type SmsPurpose } from './schema';

/** The code rules and sending limits (windows in milliseconds). */
export const SMS_CODE_RULES = {
  digits: 6,
  ttlMs: 10 * 60_000,
  maxFailures: 5,
  perPhoneMinMs: 60_000,
  perPhonePerDay: 5,
  /** Requests per client address per hour before the address is slowed. */
  perIpPerHour: 30,
  /** The address's delay past its free requests: 10 s doubling, at most 15 minutes. */
  ipSlow: { baseDelayMs: 10_000, maxDelayMs: 15 * 60_000 },
} as const;

/** The per-address limit of code requests (and of reset lookups of unregistered mobiles). */
const ipLimit = (ip: string): HitLimit => ({ kind: 'sms_ip_hour', key: ip || 'unknown', max: SMS_CODE_RULES.perIpPerHour, windowMs: 3_600_000, slow: SMS_CODE_RULES.ipSlow });

/**
 * Counts a code request that sends nothing (a password-reset lookup of an unregistered mobile) against
 * the address's code requests, so that such answers are bounded like the codes themselves.
 * Errors: NETWORK_BUSY {retryAfterSeconds} when the address must wait.
 */
export async function reserveCodeLookup(deps: Pick<Services, 'db' | 'clock'>, ip: string): Promise<Result<true>> {
  const reserved = await reserveHits(deps, [ipLimit(ip)]);
  return 'retryAfterSeconds' in reserved ? err('NETWORK_BUSY', { retryAfterSeconds: reserved.retryAfterSeconds }) : ok(true);
}

const MESSAGES: Record<SmsPurpose, (code: string) => string> = {
  register: (c) => `Your Platter verification code is ${c}. It expires in 10 minutes.`,
  reset: (c) => `Your Platter password reset code is ${c}. It expires in 10 minutes.`,
  modify: (c) => `Your Platter account change code is ${c}. It expires in 10 minutes.`,
};

async function hashCode(deps: Pick<Services, 'db'>, phone: string, purpose: SmsPurpose, code: string): Promise<string> {
  const key = await serverSecret(deps.db, 'sms-code');
  return createHmac('sha256', key).update(`${purpose}|${phone}|${code}`).digest('hex');
}

/**
 * Sends a new code to `phone` for `purpose` from client address `ip`.
 * Errors: NETWORK_BUSY (a sending limit reached, or the provider failed to send).
 */
export async function sendSmsCode(deps: Pick<Services, 'db' | 'clock' | 'providers'>, phone: string, purpose: SmsPurpose, ip: string): Promise<Result<true>> {
  const reserved = await reserveHits(deps, [
    { kind: 'sms_phone_min', key: phone, max: 1, windowMs: SMS_CODE_RULES.perPhoneMinMs },
    { kind: 'sms_phone_day', key: phone, max: SMS_CODE_RULES.perPhonePerDay, windowMs: 86_400_000 },
    ipLimit(ip),
  ]);
  if ('retryAfterSeconds' in reserved) return err('NETWORK_BUSY', { retryAfterSeconds: reserved.retryAfterSeconds });
  const code = String(randomInt(0, 10 ** SMS_CODE_RULES.digits)).padStart(SMS_CODE_RULES.digits, '0');
  const now = deps.clock.nowMs();
  const codeHash = await hashCode(deps, phone, purpose, code);
  await deps.db.transaction(async (tx) => {
    // One live code per phone + purpose: the previous ones are void.
    await tx
      .update(smsCodes)
      .set({ failures: SMS_CODE_RULES.maxFailures })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values({ phone, purpose, codeHash, sentAt: now, expiresAt: now + SMS_CODE_RULES.ttlMs });
  });
  const sent = await deps.providers.sms.send({ to: phone, body: MESSAGES[purpose](code), purpose });
  return sent.status === 'failed' ? err('NETWORK_BUSY') : ok(true);
}

/**
 * Checks and spends the live code of `phone` + `purpose`. A wrong code counts a failure (void at 5); a
 * right one is spent (single use) inside `tx` when given so the caller's change and the spending commit
 * together. Errors: WRONG_CREDENTIALS ('The account or password incorrect' → 'Verification code
 * mismatch', §8) for a wrong, expired, spent, voided or missing code.
 */
export async function checkSmsCode(
  deps: Pick<Services, 'db' | 'clock'>,
  phone: string,
  purpose: SmsPurpose,
  code: string,
): Promise<Result<true>> {
  const now = deps.clock.nowMs();
  const [row] = await deps.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now || row.failures >= SMS_CODE_RULES.maxFailures) return err('WRONG_CREDENTIALS', { field: 'code' });
  const given = Buffer.from(await hashCode(deps, phone, purpose, String(code ?? '').trim()), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
    await deps.db.update(smsCodes).set({ failures: row.failures + 1 }).where(eq(smsCodes.id, row.id));
    return err('WRONG_CREDENTIALS', { field: 'code' });
  }
  // Spend it once: a parallel check of the same code finds it used.
  const spent = await deps.db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return spent.length ? ok(true) : err('WRONG_CREDENTIALS', { field: 'code' });
}
