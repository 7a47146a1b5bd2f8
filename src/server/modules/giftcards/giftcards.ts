/**
 * E-gift cards (accounts-and-loyalty.md §2.16; §5 "at most 100 recipients per purchase, one card per
 * recipient; recipient emails entered twice must match ('The email addresses entered do not match')").
 *
 * - **Purchase** (`purchaseGiftCards`): the buyer chooses one of the brand's values (brand file
 *   `gift_cards.values`, cents), gives a sender's name, 1–100 recipients (name, e-mail twice) and a
 *   message. The server writes an ordinary unpaid order at the brand's first venue — a direct order
 *   (orders/tenders.ts), category 'Gift cards', one line per card — and the purchase. The buyer then
 *   pays it through the existing payment flow (the order page, then the pay page).
 * - **Issue** (`issueGiftCards`, on the `orderPaid` hook, in the payment's transaction): one card per
 *   recipient, each with an `issue` ledger row and an expiry `gift_cards.expiry_months` (≥ 36) after
 *   issue; after commit each recipient gets an e-mail (providers.email: outbox, SMTP when configured)
 *   with a link to the card's page `/giftcard/<code>`. Issued once (`issuedAt`, unique positions).
 * - **Spend** (`applyGiftCard`): a card pays all or part of an unpaid order of its brand. Inside one
 *   transaction the order is locked, then the card (`SELECT … FOR UPDATE`), its balance recomputed
 *   from the ledger and `min(balance, amount due)` taken (a `redeem` row and a tender payment on the
 *   order): concurrent orders can never take more than the balance. An order paid in full this way
 *   becomes paid and runs `orderPaid`, as a payment in store does.
 * - **Give back** (the tender's `release`): when the order is cancelled (`orderCancelled` hook) or
 *   edited, what it took is reversed (`reverse` rows).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney } from '../../../domain/money';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { err, ok, type Result } from '../../../domain/result';
import { i18nFor } from '../../../i18n/messages';
import { toLocale, type Locale } from '../../../i18n';
import type { Viewer } from '../accounts';
import { loadViewerUser } from '../accounts';
import { brandIdOfVenue, findBrand, findVenue, firstVenueOfBrand, listGiftCardSellers } from '../catalog';
import {
  Abort,
  amountDue,
  canReadOrder,
  findOrderByTradeid,
  insertDirectOrder,
  orderIdsOfUser,
  isDirectOrder,
  lockOrder,
  publishOrderChange,
  payWithTender,
  type Tx,
} from '../orders';
import { hasPendingPayment } from '../payments';
import { nowSeconds } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { eraseEmailsByRef } from '../../providers/email';
import type { AfterCommit, HookOrder } from '../../platform/hooks';
import type { Services } from '../../services';
import { giftCardLedger, giftCardPurchases, giftCards, LEDGER_KIND } from './schema';

type Deps = Services;

/** The direct-order kind and tender kind of gift cards. */
export const GIFT_CARD_KIND = 'gift_card';
/** At most this many recipients (one card each) per purchase (§5). */
export const MAX_RECIPIENTS = 100;

// ——— codes

/** Crockford base32 (no I, L, O, U): read aloud and typed without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new card code: 16 characters of Crockford base32 from the CSPRNG (80 bits). */
export function newGiftCardCode(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/**
 * A code as typed: upper case, without spaces or dashes, Crockford's look-alikes mapped (O→0, I/L→1).
 * Null when it cannot be a code (not 16 characters of the alphabet).
 */
export function normaliseCode(input: string): string | null {
  const c = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(c) ? c : null;
}

/** What the database keeps of a normalised code: its SHA-256, 64 hex characters (schema.ts says why). */
export const giftCardCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A code for display: four groups of four ('ABCD-EFGH-JKMN-PQRS'). */
export const displayCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

// ——— purchase

const text = (max: number) => z.string().trim().min(1, 'required').max(max);
const email = z.string().trim().max(254).pipe(z.email());

/** giftCardPurchase's input. Money in cents. */
export const purchaseSchema = z.object({
  brand_code: z.string().trim().min(1).max(100),
  /** One of the brand's offered values, cents. */
  value: z.number().int().positive(),
  sender_name: text(100),
  message: z.string().trim().max(500).default(''),
  recipients: z
    .array(z.object({ name: text(100), email, email_confirm: z.string().trim().max(254) }))
    .min(1)
    .max(MAX_RECIPIENTS),
  locale: z.string().max(10).nullish(),
});
export type PurchaseInput = z.input<typeof purchaseSchema>;

/** The brand's gift-card settings and its first venue (the one that sells its cards), or null. */
async function brandGiftCards(db: Services['db'], code: string) {
  const brand = await findBrand(db, { code });
  if (!brand) return null;
  return { brand, venueId: await firstVenueOfBrand(db, brand.id) };
}

/** What the purchase page shows of a brand: name, logo, values offered (cents), expiry, currency. */
export interface GiftCardOffer {
  brand_code: string;
  brand_name: string;
  logo: string;
  currency: string;
  monetary_unit: string;
  values: number[];
  expiry_months: number;
  max_recipients: number;
}

/** The brand's offer, or 'not found' (no such brand, or it sells no gift cards). */
export async function getGiftCardOffer(deps: Pick<Services, 'db'>, brandCode: string): Promise<Result<GiftCardOffer>> {
  const found = await brandGiftCards(deps.db, brandCode);
  if (!found?.brand.giftCards || found.venueId === null) return err('NOT_FOUND');
  const b = found.brand;
  return ok({
    brand_code: b.code,
    brand_name: b.name,
    logo: b.logo,
    currency: b.monetaryCode,
    monetary_unit: b.monetaryUnit,
    values: b.giftCards!.values,
    expiry_months: b.giftCards!.expiry_months,
    max_recipients: MAX_RECIPIENTS,
  });
}

/**
 * giftCardPurchase: checks the input, then writes the unpaid order (one line per card) and the
 * purchase in one transaction. Answers the order's trade id (to pay on /order/detail/<tradeid>).
 * Errors: 'invalid token' (no session: a guest session is enough); 'not found' (brand without gift
 * cards); 'not valid' {field, reason} — `reason` 'emailMismatch' when a recipient's two e-mails
 * differ ('The email addresses entered do not match'), 'value' for a value the brand does not offer,
 * 'tooManyRecipients' over 100.
 */
export async function purchaseGiftCards(deps: Deps, viewer: Viewer | null, input: unknown, baseUrl: string): Promise<Result<{ tradeid: string; total: number }>> {
  if (!viewer) return err('INVALID_TOKEN');
  const raw = input as { recipients?: unknown[] } | null;
  if (Array.isArray(raw?.recipients) && raw.recipients.length > MAX_RECIPIENTS) return err('NOT_VALID', { field: 'recipients', reason: 'tooManyRecipients' });
  const parsed = purchaseSchema.safeParse(input);
  if (!parsed.success) return err('NOT_VALID', { field: parsed.error.issues[0]?.path.join('.') ?? 'param' });
  const p = parsed.data;
  const mismatch = p.recipients.findIndex((r) => r.email.toLowerCase() !== r.email_confirm.toLowerCase());
  if (mismatch >= 0) return err('NOT_VALID', { field: `recipients.${mismatch}.email_confirm`, reason: 'emailMismatch' });

  const found = await brandGiftCards(deps.db, p.brand_code);
  if (!found?.brand.giftCards || found.venueId === null) return err('NOT_FOUND');
  const { brand } = found;
  if (!brand.giftCards!.values.includes(p.value)) return err('NOT_VALID', { field: 'value', reason: 'value' });
  const venue = await findVenue(deps.db, found.venueId);
  if (!venue) return err('NOT_FOUND');
  const user = await loadViewerUser(deps.db, viewer);
  const now = nowSeconds(deps.clock);
  const locale: Locale = toLocale(p.locale) ?? 'en';
  const price = formatMoney(p.value, brand.monetaryUnit, 1, 'en-AU');

  const order = await deps.db.transaction(async (tx) => {
    const o = await insertDirectOrder(tx, {
      venue,
      kind: GIFT_CARD_KIND,
      categoryName: 'Gift cards',
      userId: viewer.userId,
      sessionId: viewer.sessionId,
      lines: p.recipients.map((r, i) => ({ name: `Gift card ${price} — ${r.name}`, price: p.value, count: 1, extra: JSON.stringify({ giftCard: { position: i } }) })),
      customer: user ? { firstname: user.firstname, lastname: user.lastname, phone: user.phone, email: user.email } : {},
      now,
    });
    await tx.insert(giftCardPurchases).values({
      orderId: o.id,
      brandId: brand.id,
      value: p.value,
      currency: brand.monetaryCode,
      senderName: p.sender_name,
      message: p.message,
      recipients: p.recipients.map((r) => ({ name: r.name, email: r.email })),
      baseUrl,
      locale,
      createdAt: now,
    });
    return o;
  });
  return ok({ tradeid: order.tradeid, total: order.feetopay });
}

// ——— issue (orderPaid)

/** Adds `months` calendar months to an instant (seconds), in UTC, clamping the day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(seconds: number, months: number): number {
  const d = new Date(seconds * 1000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/**
 * The `orderPaid` handler: issues the cards of a paid gift-card order inside the payment's
 * transaction (once), and answers the e-mails to send after commit.
 */
export async function issueGiftCards(tx: Tx, order: HookOrder, nowMs: number, deps: Deps): Promise<AfterCommit | void> {
  const [purchase] = await tx.select().from(giftCardPurchases).where(eq(giftCardPurchases.orderId, order.id)).for('update');
  if (!purchase || purchase.issuedAt > 0) return;
  const brand = await findBrand(tx, { id: purchase.brandId });
  const now = Math.floor(nowMs / 1000);
  const expiresAt = addMonths(now, Math.max(36, brand?.giftCards?.expiry_months ?? 36));
  // The codes live only in this function and the e-mails it sends; the table keeps their hashes.
  const codes = purchase.recipients.map(() => newGiftCardCode());
  const inserted = await tx
    .insert(giftCards)
    .values(
      purchase.recipients.map((r, position) => ({
        codeHash: giftCardCodeHash(codes[position]!),
        last4: codes[position]!.slice(-4),
        brandId: purchase.brandId,
        purchaseId: purchase.id,
        position,
        value: purchase.value,
        currency: purchase.currency,
        recipientName: r.name,
        recipientEmail: r.email,
        senderName: purchase.senderName,
        message: purchase.message,
        issuedAt: now,
        expiresAt,
      })),
    )
    .returning();
  const cards = inserted.map((c) => ({ ...c, code: codes[c.position]! }));
  await tx.insert(giftCardLedger).values(cards.map((c) => ({ cardId: c.id, kind: LEDGER_KIND.issue, amount: c.value, orderId: order.id, createdAt: now })));
  await tx.update(giftCardPurchases).set({ issuedAt: now }).where(eq(giftCardPurchases.id, purchase.id));
  const brandName = brand?.name ?? '';
  const unit = brand?.monetaryUnit ?? '$';
  return async () => {
    for (const c of cards) {
      const mail = giftCardEmail({ ...c, brandName, unit, baseUrl: purchase.baseUrl, locale: (toLocale(purchase.locale) ?? 'en') as Locale });
      const sent = await deps.providers.email.send({ kind: 'gift_card', to: c.recipientEmail, subject: mail.subject, html: mail.html, text: mail.text, ref: `gift_card:${c.id}` });
      if (sent.status === 'failed') deps.logger.warn({ card: c.id }, 'gift card e-mail failed (kept in the outbox)');
    }
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The e-mail a recipient gets: subject, plain text and HTML, in the buyer's language, with the card's link. */
export function giftCardEmail(c: { code: string; value: number; recipientName: string; senderName: string; message: string; expiresAt: number; brandName: string; unit: string; baseUrl: string; locale: Locale }) {
  const t = i18nFor(c.locale).t;
  const link = `${c.baseUrl}/giftcard/${c.code}`;
  const vars = { sender: c.senderName, brand: c.brandName, value: formatMoney(c.value, c.unit, 1, 'en-AU'), name: c.recipientName, code: displayCode(c.code), expires: new Date(c.expiresAt * 1000).toISOString().slice(0, 10) };
  const subject = t('giftcards.email.subject', vars);
  const lines = [t('giftcards.email.greeting', vars), t('giftcards.email.body', vars), ...(c.message ? [`“${c.message}”`] : []), t('giftcards.email.code', vars), t('giftcards.email.expires', vars), link];
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines
    .slice(0, -1)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(t('giftcards.email.open', vars))}</a></p></body></html>`;
  return { subject, text: lines.join('\n\n'), html, link };
}

// ——— read

/** A card as its page and giftCardInfoQuery show it. Money in cents, times in seconds. */
export interface GiftCardView {
  code: string;
  brand_code: string;
  brand_name: string;
  logo: string;
  value: number;
  balance: number;
  currency: string;
  monetary_unit: string;
  recipient_name: string;
  sender_name: string;
  message: string;
  issued_at: number;
  expires_at: number;
  /** 1 usable, 2 used up, 3 expired. */
  status: number;
}

/** Sum of a card's ledger (its balance in cents). */
async function balanceOf(db: Pick<Services['db'], 'select'>, cardId: number): Promise<number> {
  const [row] = await db.select({ sum: sql<number>`coalesce(sum(${giftCardLedger.amount}), 0)::int` }).from(giftCardLedger).where(eq(giftCardLedger.cardId, cardId));
  return Math.max(0, Number(row?.sum ?? 0));
}

/**
 * giftCardInfoQuery(code): the card for whoever holds its code (the code is the bearer secret, as on
 * a plastic card). 'not found' for an unknown or malformed code — the same answer, so nothing tells
 * a guesser how close they came.
 */
export async function getGiftCard(deps: Pick<Services, 'db' | 'clock'>, code: string): Promise<Result<GiftCardView>> {
  const c = normaliseCode(code);
  if (!c) return err('NOT_FOUND');
  const [card] = await deps.db.select().from(giftCards).where(eq(giftCards.codeHash, giftCardCodeHash(c)));
  const brand = card ? await findBrand(deps.db, { id: card.brandId }) : null;
  if (!card || !brand) return err('NOT_FOUND');
  const row = { card, brand };
  const balance = await balanceOf(deps.db, row.card.id);
  const expired = row.card.expiresAt <= nowSeconds(deps.clock);
  return ok({
    // The code the holder gave (normalised): the table keeps only its hash.
    code: c,
    brand_code: row.brand.code,
    brand_name: row.brand.name,
    logo: row.brand.logo,
    value: row.card.value,
    balance,
    currency: row.card.currency,
    monetary_unit: row.brand.monetaryUnit,
    recipient_name: row.card.recipientName,
    sender_name: row.card.senderName,
    message: row.card.message,
    issued_at: row.card.issuedAt,
    expires_at: row.card.expiresAt,
    status: expired ? 3 : balance === 0 ? 2 : 1,
  });
}

// ——— spend

/** What applying a card did: cents taken, the card's balance left, the order's amount still due. */
export interface GiftCardApplied {
  amount: number;
  balance: number;
  due: number;
  /** Whether the order is now paid in full. */
  paid: boolean;
}

/**
 * orderGiftCardApply(tradeid, code): takes `min(balance, amount due)` from the card for the viewer's
 * unpaid order, in one transaction under the order's and the card's row locks; an order paid in full
 * becomes paid (status 2, event 2) and `orderPaid` runs, as for a payment in store.
 * Errors: 'not found' (an order the viewer cannot read; an unknown code); 'not valid' {reason}:
 * 'brand' (a card of another brand), 'expired', 'empty' (balance 0), 'giftCardOrder' (gift cards do
 * not buy gift cards); 'Paying' (a card payment is in progress); 'forbidden' (not unpaid any more).
 */
export async function applyGiftCard(deps: Deps, viewer: Viewer | null, tradeid: string, code: string): Promise<Result<GiftCardApplied>> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  const c = normaliseCode(code);
  if (!c) return err('NOT_FOUND', { reason: 'giftCard' });
  const [card] = await deps.db.select().from(giftCards).where(eq(giftCards.codeHash, giftCardCodeHash(c)));
  if (!card) return err('NOT_FOUND', { reason: 'giftCard' });
  const venueBrandId = await brandIdOfVenue(deps.db, order.venueId);
  if (venueBrandId === null || venueBrandId !== card.brandId) return err('NOT_VALID', { reason: 'brand' });
  if (isDirectOrder(order)) return err('NOT_VALID', { reason: 'giftCardOrder' });
  const now = nowSeconds(deps.clock);
  if (card.expiresAt <= now) return err('NOT_VALID', { reason: 'expired' });
  if (await hasPendingPayment(deps.db, order.id)) return err('PAYING');

  let after: AfterCommit | undefined;
  let result: GiftCardApplied;
  try {
    result = await deps.db.transaction(async (tx) => {
      // Order first, then card: every use case takes them in this order (no lock cycle).
      const locked = (await lockOrder(tx, order.id))!;
      if (locked.status === PAYMENT_STATUS.paying) throw new Abort(err('PAYING'));
      if (locked.status !== PAYMENT_STATUS.unpaid || locked.stockReleased) throw new Abort(err('FORBIDDEN'));
      await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, card.id)).for('update');
      const balance = await balanceOf(tx, card.id);
      if (balance <= 0) throw new Abort(err('NOT_VALID', { reason: 'empty' }));
      const due = amountDue(locked);
      const take = Math.min(balance, due);
      if (take <= 0) throw new Abort(err('NOT_VALID', { reason: 'nothingDue' }));
      await tx.insert(giftCardLedger).values({ cardId: card.id, kind: LEDGER_KIND.redeem, amount: -take, orderId: locked.id, createdAt: now });
      const paid = await payWithTender(tx, locked, GIFT_CARD_KIND, take, { card: card.id, last4: card.last4 }, deps, now);
      const left = paid.left;
      after = paid.after;
      return { amount: take, balance: balance - take, due: left, paid: left === 0 };
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
  void publishOrderChange(deps, order.id, 'gift card');
  await after?.();
  return ok(result);
}

/**
 * The gift-card tender's release: inside `tx`, reverses what each card took from the order (a
 * `reverse` row per card for its net redemption). Idempotent. Answers the cents given back.
 */
export async function releaseGiftCards(tx: Tx, order: { id: number }, now: number): Promise<number> {
  return refundGiftCards(tx, order, Number.MAX_SAFE_INTEGER, now);
}

/**
 * A refund's gift-card share: gives back at most `amount` cents of what the cards still hold of an
 * order (card by card, by card id), each with a 'reverse' ledger row under the card's row lock,
 * inside `tx`. Answers the cents given back. A later cancellation gives back only what is left.
 */
export async function refundGiftCards(tx: Tx, order: { id: number }, amount: number, now: number): Promise<number> {
  const rows = await tx
    .select({ cardId: giftCardLedger.cardId, net: sql<number>`sum(${giftCardLedger.amount})::int` })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, order.id), sql`${giftCardLedger.kind} in ('redeem', 'reverse')`))
    .groupBy(giftCardLedger.cardId)
    .orderBy(asc(giftCardLedger.cardId));
  let total = 0;
  for (const r of rows) {
    const back = Math.min(-Number(r.net), amount - total);
    if (back <= 0) continue;
    await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, r.cardId)).for('update');
    await tx.insert(giftCardLedger).values({ cardId: r.cardId, kind: LEDGER_KIND.reverse, amount: back, orderId: order.id, createdAt: now });
    total += back;
  }
  return total;
}

/** The gift cards applied to an order: last four characters of the code and cents taken (net). */
export async function giftCardsOfOrder(deps: Pick<Services, 'db'>, viewer: Viewer | null, tradeid: string): Promise<Result<{ last4: string; amount: number; balance: number }[]>> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  const rows = await deps.db
    .select({ cardId: giftCardLedger.cardId, last4: giftCards.last4, net: sql<number>`sum(${giftCardLedger.amount})::int` })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.cardId))
    .where(and(eq(giftCardLedger.orderId, order.id), sql`${giftCardLedger.kind} in ('redeem', 'reverse')`))
    .groupBy(giftCardLedger.cardId, giftCards.last4);
  const out = [];
  for (const r of rows) if (-Number(r.net) > 0) out.push({ last4: r.last4, amount: -Number(r.net), balance: await balanceOf(deps.db, r.cardId) });
  return ok(out);
}

/** The brands that sell gift cards (code, name, logo), by name: the purchase page's list without a brand. */
export async function listGiftCardBrands(deps: Pick<Services, 'db'>): Promise<{ code: string; name: string; logo: string }[]> {
  return listGiftCardSellers(deps.db);
}

/**
 * The gift cards' part of an account's deletion (accounts-and-loyalty.md §2.15; the `accountErased`
 * extension point), in the deletion's transaction `tx`: the purchases user `userId` paid for and their
 * cards forget the sender's name and message (the cards, their values and ledgers stay: the recipients
 * own them), and the outbox e-mails of those cards (which name the sender) are deleted.
 */
export async function forgetGiftCardSender(tx: Db, userId: number): Promise<void> {
  const orderIds = await orderIdsOfUser(tx, userId);
  if (!orderIds.length) return;
  const purchases = await tx.update(giftCardPurchases).set({ senderName: '', message: '' }).where(inArray(giftCardPurchases.orderId, orderIds)).returning({ id: giftCardPurchases.id });
  if (!purchases.length) return;
  const cards = await tx
    .update(giftCards)
    .set({ senderName: '', message: '' })
    .where(inArray(giftCards.purchaseId, purchases.map((p) => p.id)))
    .returning({ id: giftCards.id });
  await eraseEmailsByRef(tx, cards.map((c) => `gift_card:${c.id}`));
}
