/**
 * Phone orders paid by link (issue 23 item 7; orders-and-payments.md §1 "Pay by link", §2.4 pay-by-link
 * mode): a staff member builds an order for a customer on the phone; the server places it with the same
 * orderEdit checks as the storefront (the price recomputed with src/domain, a wrong total refused) for a
 * guest customer holding the phone and/or e-mail, then sends a link by SMS and/or e-mail (the outbox by
 * default; Twilio/SMTP when configured).
 *
 * The link is `/order/detail/<tradeid>?pbl=1&t=<token>`. The token is `<payload>.<mac>`: payload the
 * base64url JSON `{t: tradeid, e: expiry (seconds since the epoch)}`, mac the base64url HMAC-SHA256 of the
 * payload under the server secret 'pay_link' (`platform/secrets.ts`). Opening it checks the mac
 * (PAY_LINK_INVALID), the trade id (PAY_LINK_INVALID), the expiry (PAY_LINK_EXPIRED; venue setting
 * `pay_link_hours`, default 24) and that the order is still unpaid (PAY_LINK_USED), then issues a
 * pay-by-link session bound to that order only (accounts' session kind 4) that ends with the link.
 * A second payment is refused by payments (an order that is paid is not payable).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import * as s from './schema';
import { err, ok, type Result } from '../../../domain/result';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { formatMoney } from '../../../domain/money';
import { toLocale, type Locale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import { issueSession, recordStaffAction, registerPhoneOrderGuest, resolveViewer, SESSION_KIND, type StaffPrincipal } from '../accounts';
import { findVenue } from '../catalog';
import { nowSeconds } from '../../platform/clock';
import { serverSecret } from '../../platform/secrets';
import type { Services } from '../../services';
import { editOrder } from './orders';

type Deps = Services;

/** Default lifetime of a pay link (hours), when the venue sets no `pay_link_hours`. */
export const PAY_LINK_DEFAULT_HOURS = 24;

/** The venue's pay-link lifetime in seconds: config `pay_link_hours` (1–720), else 24 h. */
export function payLinkLifetime(config: Readonly<Record<string, unknown>> | undefined): number {
  const h = Number(config?.pay_link_hours);
  return (Number.isFinite(h) && h >= 1 && h <= 720 ? Math.round(h) : PAY_LINK_DEFAULT_HOURS) * 3600;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** Signs `{tradeid, expiresAt}` (seconds) into a link token (see the module note). */
export function signPayLink(secret: Buffer, link: { tradeid: string; expiresAt: number }): string {
  const payload = b64(JSON.stringify({ t: link.tradeid, e: link.expiresAt }));
  return `${payload}.${b64(createHmac('sha256', secret).update(payload).digest())}`;
}

/** The trade id and expiry of a token whose mac matches, else PAY_LINK_INVALID. Expiry is not checked here. */
export function readPayLink(secret: Buffer, token: string): Result<{ tradeid: string; expiresAt: number }> {
  const m = /^([A-Za-z0-9_-]{10,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return err('PAY_LINK_INVALID');
  const expected = createHmac('sha256', secret).update(m[1]).digest();
  const given = Buffer.from(m[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err('PAY_LINK_INVALID');
  try {
    const v = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as { t?: unknown; e?: unknown };
    if (typeof v.t !== 'string' || typeof v.e !== 'number') return err('PAY_LINK_INVALID');
    return ok({ tradeid: v.t, expiresAt: v.e });
  } catch {
    return err('PAY_LINK_INVALID');
  }
}

const payLinkSecret = (deps: Pick<Services, 'db'>) => serverSecret(deps.db, 'pay_link');

/** The page a link opens: `<base>/order/detail/<tradeid>?pbl=1&t=<token>`. */
export const payLinkUrl = (base: string, tradeid: string, token: string) => `${base.replace(/\/$/, '')}/order/detail/${encodeURIComponent(tradeid)}?pbl=1&t=${token}`;

/** What opening a valid link gives the page: a pay-by-link session for the order, ending with the link. */
export interface OpenedPayLink {
  /** Bearer token of the pay-by-link session (given once). */
  token: string;
  tradeid: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Opens a pay link for the order page (orders-and-payments.md §2.4 pay-by-link): checks the token for
 * `tradeid` and issues the session. Errors: PAY_LINK_INVALID (tampered, or for another order, or an
 * unknown order), PAY_LINK_EXPIRED, PAY_LINK_USED (the order is paid, refunded or cancelled).
 */
export async function openPayLink(deps: Pick<Services, 'db' | 'clock'>, tradeid: string, token: string): Promise<Result<OpenedPayLink>> {
  const read = readPayLink(await payLinkSecret(deps), token);
  if (!read.ok) return read;
  if (read.value.tradeid !== tradeid) return err('PAY_LINK_INVALID');
  const now = nowSeconds(deps.clock);
  if (read.value.expiresAt <= now) return err('PAY_LINK_EXPIRED');
  const [order] = await deps.db.select({ status: s.orders.status, venueId: s.orders.venueId }).from(s.orders).where(eq(s.orders.tradeid, tradeid)).limit(1);
  if (!order) return err('PAY_LINK_INVALID');
  if (order.status !== PAYMENT_STATUS.unpaid && order.status !== PAYMENT_STATUS.paying) return err('PAY_LINK_USED');
  const session = await issueSession(deps.db, now, { kind: SESSION_KIND.payByLink, tradeid, venueId: order.venueId, expiresAt: read.value.expiresAt });
  return ok({ token: session.token, tradeid, expiresAt: session.expired_at });
}

const contactSchema = z.object({
  phone: z.string().trim().max(40).optional().default(''),
  country: z.string().trim().max(2).optional().default('AU'),
  email: z.string().trim().max(254).optional().default(''),
  firstname: z.string().trim().max(100).optional().default(''),
  lastname: z.string().trim().max(100).optional().default(''),
});
const sendSchema = z.object({
  /** Send the link by SMS (needs a phone) and/or e-mail (needs an e-mail); when neither is named: every contact given. */
  sms: z.boolean().optional(),
  email: z.boolean().optional(),
  /** Language of the message. */
  locale: z.string().max(10).optional(),
});

/** POST /staff/api/phone-orders body: the customer, the order (orderEdit's param), where to send the link. */
export const phoneOrderSchema = z.object({
  customer: contactSchema,
  order: z.record(z.string(), z.unknown()),
  send: sendSchema.optional().default({}),
});
/** POST /staff/api/phone-orders/:tradeid/resend body. */
export const resendSchema = sendSchema;

/** What a phone order answers: the order, the link, where it went. */
export interface PhoneOrderResult {
  tradeid: string;
  /** The pay link (absolute). */
  url: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  sent: { channel: 'sms' | 'email'; to: string; status: string }[];
}

/**
 * Creates a phone order for `staff`'s venue and sends its pay link (issue 23 item 7). `input` is
 * `phoneOrderSchema`; its `order` is orderEdit's param for the staff member's venue (the price is
 * recomputed; a differing total is 'not valid'; an own-zone delivery needs its full street address).
 * Records 'order.phoneOrder' and 'payLink.send' in the staff audit log. Errors: NOT_VALID {field},
 * PHONE_ORDER_CONTACT_REQUIRED, MOBILE_INVALID, EMAIL_INVALID, and every orderEdit failure; nothing is
 * sent when the order is refused.
 * @param base our public base URL (PUBLIC_URL or the request's origin).
 */
export async function createPhoneOrder(deps: Deps, staff: StaffPrincipal, input: unknown, base: string): Promise<Result<PhoneOrderResult>> {
  const parsed = phoneOrderSchema.safeParse(input);
  if (!parsed.success) return err('NOT_VALID', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
  const { customer, order, send } = parsed.data;
  if (Number(order.venue_id) !== staff.venueId) return err('NOT_VALID', { field: 'order.venue_id' });
  if (!customer.phone && !customer.email) return err('PHONE_ORDER_CONTACT_REQUIRED');
  const guest = await registerPhoneOrderGuest(deps, customer);
  if (!guest.ok) return guest;
  const viewer = await resolveViewer(deps.db, guest.value.token, nowSeconds(deps.clock));
  const extra = { ...(typeof order.extra === 'string' ? safeJson(order.extra) : {}), phoneOrder: { by: staff.memberName ?? 'Owner', memberId: staff.memberId ?? null } };
  const placed = await editOrder(deps, viewer, null, { ...order, source: 40, type: 2, status: 1, extra: JSON.stringify(extra) }, { requireStreet: true });
  if (!placed.ok) return placed;
  const venue = await findVenue(deps.db, staff.venueId);
  const now = nowSeconds(deps.clock);
  const [row] = await deps.db.select().from(s.orders).where(eq(s.orders.id, placed.value.id));
  await recordStaffAction(deps.db, deps.clock, staff, { action: 'order.phoneOrder', tradeid: row.tradeid, amount: row.feetopay, details: { phone: guest.value.phone, email: guest.value.email } });
  const sent = await sendLink(deps, staff, row, venue, { phone: guest.value.phone, email: guest.value.email }, send, base, now);
  return ok(sent);
}

/**
 * Sends a new link for an unpaid phone order of `staff`'s venue (a fresh expiry). Errors: NOT_FOUND
 * (no such order at the venue, or not a phone order), PAY_LINK_USED (paid already), NOT_VALID.
 */
export async function resendPayLink(deps: Deps, staff: StaffPrincipal, tradeid: string, input: unknown, base: string): Promise<Result<PhoneOrderResult>> {
  const parsed = resendSchema.safeParse(input ?? {});
  if (!parsed.success) return err('NOT_VALID', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
  const [row] = await deps.db.select().from(s.orders).where(eq(s.orders.tradeid, tradeid)).limit(1);
  if (!row || row.venueId !== staff.venueId || !row.extra.phoneOrder) return err('NOT_FOUND');
  if (row.status !== PAYMENT_STATUS.unpaid && row.status !== PAYMENT_STATUS.paying) return err('PAY_LINK_USED');
  const venue = await findVenue(deps.db, staff.venueId);
  const contact = { phone: String(row.customer.phone ?? ''), email: String(row.customer.email ?? '') };
  return ok(await sendLink(deps, staff, row, venue, contact, parsed.data, base, nowSeconds(deps.clock)));
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Signs a link with the venue's lifetime, sends it by the chosen channels, records 'payLink.send' and the link's expiry in the order's extra. */
async function sendLink(
  deps: Deps,
  staff: StaffPrincipal,
  row: typeof s.orders.$inferSelect,
  venue: Awaited<ReturnType<typeof findVenue>>,
  contact: { phone: string; email: string },
  send: z.infer<typeof sendSchema>,
  base: string,
  now: number,
): Promise<PhoneOrderResult> {
  const expiresAt = now + payLinkLifetime(venue?.config);
  const url = payLinkUrl(base, row.tradeid, signPayLink(await payLinkSecret(deps), { tradeid: row.tradeid, expiresAt }));
  const locale: Locale = toLocale(send.locale) ?? 'en';
  const t = i18nFor(locale).t;
  const tz = String(venue?.config.timezone ?? 'Australia/Sydney');
  const vars = {
    venue: venue?.name ?? '',
    amount: formatMoney(row.feetopay, String(venue?.config.monetaryunit ?? '$'), Number(venue?.config.monetaryrate ?? 1) || 1),
    until: new Date(expiresAt * 1000).toLocaleString(locale === 'zh-CN' ? 'zh-CN' : 'en-AU', { timeZone: tz, dateStyle: 'medium', timeStyle: 'short' }),
    url,
    name: String(row.customer.firstname ?? ''),
  };
  const sent: PhoneOrderResult['sent'] = [];
  // Channels named: those only; none named: every contact given.
  const named = send.sms !== undefined || send.email !== undefined;
  const bySms = named ? send.sms === true : Boolean(contact.phone);
  const byEmail = named ? send.email === true : Boolean(contact.email);
  if (bySms && contact.phone) {
    const r = await deps.providers.sms.send({ to: contact.phone, body: String(t('phoneOrder.message.sms', vars)), purpose: 'pay_link' });
    sent.push({ channel: 'sms', to: contact.phone, status: r.status });
  }
  if (byEmail && contact.email) {
    const lines = [String(t('phoneOrder.message.greeting', vars)), String(t('phoneOrder.message.body', vars)), String(t('phoneOrder.message.expires', vars))];
    const html = `<!doctype html><html lang="${locale}"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(String(t('phoneOrder.message.pay', vars)))}</a></p></body></html>`;
    const r = await deps.providers.email.send({ kind: 'pay_link', to: contact.email, subject: String(t('phoneOrder.message.subject', vars)), html, text: [...lines, url].join('\n\n'), ref: `pay_link:${row.tradeid}` });
    sent.push({ channel: 'email', to: contact.email, status: r.status });
  }
  await deps.db
    .update(s.orders)
    .set({ extra: { ...row.extra, payLink: { expiresAt, sentAt: now, channels: sent.map((x) => x.channel) } } })
    .where(eq(s.orders.id, row.id));
  await recordStaffAction(deps.db, deps.clock, staff, { action: 'payLink.send', tradeid: row.tradeid, amount: row.feetopay, details: { channels: sent.map((x) => x.channel), expiresAt } });
  return { tradeid: row.tradeid, url, expiresAt, sent };
}
