/**
 * Receipts (orders-and-payments.md §2.7, §7.6): the server-rendered HTML invoice of an order — or of
 * one store of a multi-store order (`{invoice_code}.{store_id}`), or of a refund order (its own
 * invoice_code: the lines and amount refunded, 'Refund transaction ID' and the original's) — and
 * 'Email receipt' through the e-mail outbox. The invoice code is an unguessable bearer: whoever holds
 * it may view and send it. An order's receipt shows the card payment surcharge paid
 * (`feepaysurcharge`: 'Payment surcharge', 'Total paid (inc.SF)') and its refunds.
 *
 * Every text is in the diner's language (en, en-au, zh-CN; ADR 0003): the receipt's own labels under
 * the messages' "receipt" key, the words the storefront already shows (order details, payment status,
 * status label) from their keys there. Money keeps the venue's currency and format; times are in the
 * venue's time zone, in the language's format (`formatOrderTime`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mapCartEntries, readLineExtra } from '../../../domain/cart-lines';
import { mapFulfilmentLabel } from '../../../domain/fulfilment';
import { formatMoney } from '../../../domain/money';
import { transactionId, orderNumber } from '../../../domain/order-number';
import { formatOrderTime, PAYMENT_STATUS, PAYMENT_TYPE, paymentStatusKey, statusLabel } from '../../../domain/order-status';
import { err, ok, type Result } from '../../../domain/result';
import { parseTaxLines, taxLineLabel } from '../../../domain/tax';
import { LINE_TYPE } from '../../../domain/types';
import { validateEmail } from '../../../domain/validation';
import { readRefundExtra, refundCartTip } from '../../../domain/refunds';
import * as s from './schema';
import { DEFAULT_LOCALE, htmlLang, type Locale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import { findVenue } from '../catalog';
import type { Services } from '../../services';
import { loadEvents, loadRefundOrders, mapLine } from './orders-store';
import { isDirectOrder, TENDER_PAYMENT_TYPE } from './tenders';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A translator of one language: message key (and interpolation values) → text. */
type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The translator of `locale` (English fills any key the language lacks). */
function translator(locale: Locale): Translate {
  const i18n = i18nFor(locale);
  return (key, params) => String(i18n.t(key, params as never));
}

/** A rendered receipt. */
export interface RenderedInvoice {
  html: string;
  text: string;
  subject: string;
  /** The customer's e-mail on the order, '' when none. */
  email: string;
}

/**
 * The receipt of invoice code `code` ('{invoice_code}' or '{invoice_code}.{store_id}'), as HTML and
 * plain text, in `locale` (default 'en'): labels, status words, the subject and `<html lang>` follow
 * it; money stays in the venue's currency; times are in the venue's time zone. A refund order's code
 * renders its refund receipt. Errors: NOT_FOUND.
 * Spec: orders-and-payments.md §2.7 (normal mode fields), §7.6; storefront.md §1 (languages).
 */
export async function renderInvoice(deps: Pick<Services, 'db' | 'hooks'>, code: string, locale: Locale = DEFAULT_LOCALE): Promise<Result<RenderedInvoice>> {
  const m = /^([A-Za-z0-9_-]{10,64})(?:\.(\d{1,9}))?$/.exec(code);
  if (!m) return err('NOT_FOUND');
  const [order] = await deps.db.select().from(s.orders).where(eq(s.orders.invoiceCode, m[1]));
  if (!order) return m[2] ? err('NOT_FOUND') : renderRefundInvoice(deps, m[1], locale);
  const t = translator(locale);
  const storeId = m[2] ? Number(m[2]) : null;
  const [lineRows, events, payments, venue, refunds] = await Promise.all([
    deps.db.select().from(s.orderLines).where(eq(s.orderLines.orderId, order.id)).orderBy(asc(s.orderLines.position)),
    loadEvents(deps.db, [order.id]),
    deps.db.select().from(s.orderPayments).where(eq(s.orderPayments.orderId, order.id)).orderBy(asc(s.orderPayments.id)),
    findVenue(deps.db, order.venueId),
    loadRefundOrders(deps, [order.id]),
  ]);
  const lines = lineRows.map(mapLine).filter((l) => storeId === null || l.store_id === storeId);
  if (lines.length === 0) return err('NOT_FOUND');
  const unit = String(venue?.config.monetaryunit ?? '$');
  const rate = Number(venue?.config.monetaryrate ?? 1) || 1;
  const tz = String(venue?.config.timezone ?? 'Australia/Sydney');
  const money = (c: number) => formatMoney(c, unit, rate);
  const evs = events.get(order.id) ?? [];
  const number = orderNumber({ type: order.type, category_type: order.categoryType as never, seqnum: order.seqnum });
  const storeName = storeId ? venue?.stores.find((x) => x.id === storeId)?.name : undefined;
  const title = `${venue?.name ?? t('orders.invoice.title')}${storeName ? ` — ${storeName}` : ''}`;
  const status = t(`orders.paymentStatus.${paymentStatusKey(order.status, evs)}`);
  const label = t(`orders.status.${statusLabel({ events: evs, source: order.source, paymentStatus: order.status, categoryType: order.categoryType }).key}`);
  // As the order screens show it: the venue's own category name, under zh-CN the translated fulfilment
  // label (a venue names its categories in one language).
  const category =
    locale === 'zh-CN' || !order.categoryName ? t(`fulfilment.labels.${mapFulfilmentLabel(order.categoryType, venue ?? undefined)}`) : order.categoryName;
  const time = (at: number) => formatOrderTime(at, tz, locale);

  const rows: { name: string; qty: string; amount: string; sub: boolean }[] = [];
  // A share of a table's bill (issue 24 item 4): what it paid of the bill, its tip in the reader's words.
  const sitting = isDirectOrder(order) && typeof order.customer.sitting === 'string' ? order.customer.sitting : null;
  if (sitting) {
    for (const l of lines) {
      const extra = shareLineExtra(l.extra);
      if (extra.tip) {
        rows.push({ name: t('receipt.tip'), qty: '', amount: money(l.price * l.count), sub: false });
        continue;
      }
      rows.push({ name: l.name, qty: `x ${l.count}`, amount: money(l.price * l.count), sub: false });
      for (const row of shareRows(extra, t, money)) rows.push({ ...row, qty: '', sub: true });
    }
  } else for (const entry of mapCartEntries(lines)) {
    for (const l of entry.lines) {
      const sub = l !== entry.head;
      const notes = l === entry.head ? readLineExtra(l).notes : undefined;
      const amount = l.price * l.count;
      rows.push({
        name: `${sub ? (l.type === LINE_TYPE.modifier ? '+ ' : '· ') : entry.head.type === LINE_TYPE.setMenu ? '# ' : ''}${l.name}${notes ? ` (* ${notes})` : ''}`,
        qty: `x ${l.count}`,
        amount: sub && amount === 0 ? '' : money(amount),
        sub,
      });
    }
  }
  const coupons = payments.filter((p) => p.type === PAYMENT_TYPE.coupon);
  const card = payments.find((p) => p.type === PAYMENT_TYPE.card);
  const cardNotes = card ? (JSON.parse(card.notes || '{}') as { brand?: string; last4?: string; surcharge?: number }) : null;
  const totals: [string, string][] = [];
  if (order.feedelivery) totals.push([t('receipt.delivery'), money(order.feedelivery)]);
  const surchargeName = String(order.extra.serviceSurchargeName ?? '');
  // The default name is a spec string: in the receipt's language (a venue's own name stays as given).
  if (order.feesurcharge) totals.push([!surchargeName || surchargeName === 'Service Surcharge' ? t('orders.detail.serviceSurcharge') : surchargeName, money(order.feesurcharge)]);
  totals.push([t('receipt.subtotal'), money(order.feetotal + order.feesurcharge + order.feedelivery)]);
  for (const c of coupons) totals.push([t('receipt.coupon', { name: (JSON.parse(c.notes || '{}') as { name?: string }).name ?? '' }).trim(), money(-c.amount)]);
  if (order.feetips) totals.push([t('receipt.tip'), money(order.feetips)]);
  const totalLabel = t('orders.detail.total');
  totals.push([totalLabel, money(order.feetopay)]);
  const taxRows = parseTaxLines(order.feetaxes).map((x): [string, string] => [taxLineLabel(x, { inclusive: t('orders.detail.taxInclusive') }), money(x.tax)]);
  const paidRows: [string, string][] = [];
  if (order.feepaysurcharge) paidRows.push([t('orders.detail.paymentSurcharge'), money(order.feepaysurcharge)]);
  if (order.feepay) paidRows.push([order.feepaysurcharge ? t('receipt.totalPaidSF') : t('orders.detail.totalPaid'), money(order.feepay)]);
  if (order.feerefund) paidRows.push([t('orders.detail.totalRefund'), money(order.feerefund)]);
  for (const r of refunds.get(order.id) ?? []) paidRows.push([`${t('orders.detail.refundTransactionId')} ${transactionId(r.tradeid)}`, money(-r.amount)]);
  const facts: [string, string][] = [
    [t('receipt.order'), number],
    [t('orders.detail.transactionId'), transactionId(order.tradeid)],
    [t('orders.detail.orderTime'), time(order.createdAt)],
    ...(order.validtime ? ([[t('orders.detail.scheduledTime'), time(order.validtime)]] as [string, string][]) : []),
    [t('orders.detail.paymentStatus'), status],
    ...(order.paytime ? ([[t('orders.detail.paymentTime'), time(order.paytime)]] as [string, string][]) : []),
    ...(cardNotes?.last4 ? ([[t('receipt.card'), `${cardNotes.brand ?? t('receipt.cardBrandUnknown')} •••• ${cardNotes.last4}`]] as [string, string][]) : []),
  ];
  if (order.shipping.street1) facts.push([t('orders.detail.deliveryAddress'), [order.shipping.street1, order.shipping.street2, order.shipping.city, order.shipping.postcode].filter(Boolean).join(', ')]);
  // Own-zone delivery (issue 23 item 8): the driver's instructions too.
  if (order.shipping.street1 && order.shipping.instructions) facts.push([t('deliveryAddress.instructions'), String(order.shipping.instructions)]);

  // Every payment of the table's bill, on each payer's receipt: the table's full receipt.
  const tableRows = sitting ? await tablePaymentRows(deps, order.venueId, sitting, money, t) : [];
  const invoice = taxInvoiceLines(venue, t);

  const tr = ([k, v]: [string, string], cls = '') => `<tr class="${cls}"><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`;
  const html = `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} — ${esc(number)}</title>
<style>
body{margin:0;background:#f3f5f9;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330}
.receipt{max-width:480px;margin:24px auto;background:#fff;border:1px solid #dfe3ea;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 2px}.muted{color:#677084;font-size:13px;margin:0}
.number{font-size:28px;font-weight:700;margin:14px 0 2px}.label{display:inline-block;font-size:12px;background:#eef3ff;color:#0b47b5;border-radius:999px;padding:3px 9px}
table{width:100%;border-collapse:collapse;margin-top:14px}td,th{padding:5px 0;text-align:left;vertical-align:top;font-weight:400}
td:last-child{text-align:right;white-space:nowrap}.items td{border-bottom:1px dashed #e6e9ef}.sub td{color:#677084;font-size:13px;padding-left:12px}
.totals th{color:#677084}.totals tr.total th,.totals tr.total td{font-weight:700;color:#1d2330;border-top:1px solid #1d2330;padding-top:8px}
.facts th{color:#677084;width:45%}.facts td{white-space:normal;word-break:break-all}
.invoice{margin:0 0 12px;font-size:13px;color:#1d2330}.invoice strong{font-size:16px;text-transform:uppercase;letter-spacing:.04em}h2{font-size:15px;margin:20px 0 0}
</style></head><body><article class="receipt">
${invoice.length ? `<p class="invoice"><strong>${esc(invoice[0])}</strong><br>${invoice.slice(1).map(esc).join('<br>')}</p>` : ''}<h1>${esc(title)}</h1><p class="muted">${esc([venue?.street1, venue?.city, venue?.postcode].filter(Boolean).join(', '))}</p>
<div class="number">${esc(number)}</div><span class="label">${esc(category)} · ${esc(label)}</span>
<table class="items"><tbody>${rows.map((r) => `<tr class="${r.sub ? 'sub' : ''}"><td>${esc(r.name)}</td><td>${esc(r.qty)}</td><td>${esc(r.amount)}</td></tr>`).join('')}</tbody></table>
<table class="totals"><tbody>${totals.map((x) => tr(x, x[0] === totalLabel ? 'total' : '')).join('')}${taxRows.map((x) => tr(x)).join('')}${paidRows.map((x) => tr(x)).join('')}</tbody></table>
<table class="facts"><tbody>${facts.map((x) => tr(x)).join('')}</tbody></table>
${tableRows.length ? `<h2>${esc(t('receipt.tablePayments'))}</h2><table class="totals table-payments"><tbody>${tableRows.map((x, i) => tr(x, i === tableRows.length - 1 ? 'total' : '')).join('')}</tbody></table>` : ''}
</article></body></html>`;
  const text = [
    ...invoice,
    title,
    t('receipt.orderNumber', { number }),
    '',
    ...rows.map((r) => `${r.sub ? '   ' : ''}${r.name} ${r.qty}  ${r.amount}`),
    '',
    ...[...totals, ...taxRows, ...paidRows, ...facts].map(([k, v]) => `${k}: ${v}`),
    ...(tableRows.length ? ['', t('receipt.tablePayments'), ...tableRows.map(([k, v]) => `${k}: ${v}`)] : []),
  ].join('\n');
  return ok({ html, text, subject: t('receipt.subject', { title, number }), email: String(order.customer.email ?? '') });
}

/** A share line's extra (tables module, issue 24 item 4): its request, what it paid of each bill line, or a tip. */
interface ShareLineExtra {
  tip?: boolean;
  share?: { kind?: string; people?: number; index?: number; ways?: number };
  paid?: { name: string; count: number; cents: number; ways?: number; index?: number }[];
}

function shareLineExtra(extra: string | undefined): ShareLineExtra {
  try {
    const v = JSON.parse(extra || '{}') as unknown;
    return v && typeof v === 'object' ? (v as ShareLineExtra) : {};
  } catch {
    return {};
  }
}

/** The sub-rows under a share's line: the bill lines it paid (a dish's share says which), or how it split the bill. */
function shareRows(extra: ShareLineExtra, t: Translate, money: (c: number) => string): { name: string; amount: string }[] {
  const paid = extra.paid ?? [];
  if (paid.length > 0) {
    return paid.map((p) => ({
      name: p.ways ? t('receipt.shareOfDish', { name: p.name, index: (p.index ?? 0) + 1, ways: p.ways }) : `${p.name} x ${p.count}`,
      amount: money(p.cents),
    }));
  }
  const share = extra.share;
  if (share?.kind === 'even') return [{ name: t('receipt.shareEven', { index: (share.index ?? 0) + 1, people: share.people ?? 0 }), amount: '' }];
  if (share?.kind === 'amount') return [{ name: t('receipt.shareAmount'), amount: '' }];
  if (share?.kind === 'rest') return [{ name: t('receipt.shareRest'), amount: '' }];
  return [];
}

/**
 * The tax-invoice heading of a venue with an ABN (issue 24 item 4; the ATO's tax invoice: the words
 * 'Tax invoice', the seller's identity and ABN; the GST is on the receipt's tax rows): ['Tax invoice',
 * legal name, 'ABN 12 345 600 360'], or [] without an ABN.
 */
function taxInvoiceLines(venue: { name: string; config: Record<string, unknown> } | null | undefined, t: Translate): string[] {
  const abn = String(venue?.config.abn ?? '');
  if (!/^\d{11}$/.test(abn)) return [];
  const spaced = `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;
  return [t('receipt.taxInvoice'), String(venue?.config.legal_name || venue?.name || ''), t('receipt.abn', { abn: spaced })].filter(Boolean);
}

/**
 * Every paid share of the table sitting `sitting` (its trade id) at `venueId`, in order: one row per
 * payment ('Ana: $12.30', with '+ tip $1.20' when tipped) and the table's total paid last. Shares are the
 * direct orders the tables module made for the sitting (customer.sitting); they are this module's rows.
 */
async function tablePaymentRows(deps: Pick<Services, 'db'>, venueId: number, sitting: string, money: (c: number) => string, t: Translate): Promise<[string, string][]> {
  const shares = await deps.db
    .select({ customer: s.orders.customer, feetopay: s.orders.feetopay, feetips: s.orders.feetips, status: s.orders.status, id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.venueId, venueId), sql`${s.orders.customer}->>'sitting' = ${sitting}`, sql`${s.orders.extra}->>'direct' IS NOT NULL`))
    .orderBy(asc(s.orders.id));
  const paid = shares.filter((o) => o.status === PAYMENT_STATUS.paid || o.status === PAYMENT_STATUS.refunding || o.status === PAYMENT_STATUS.refunded);
  if (paid.length < 2) return [];
  const tipLines = await deps.db
    .select({ orderId: s.orderLines.orderId, price: s.orderLines.price, count: s.orderLines.count, extra: s.orderLines.extra })
    .from(s.orderLines)
    .where(inArray(s.orderLines.orderId, paid.map((o) => o.id)));
  const tipOf = (id: number) => tipLines.filter((l) => l.orderId === id && shareLineExtra(l.extra).tip).reduce((n, l) => n + l.price * l.count, 0);
  const rows = paid.map((o): [string, string] => {
    const tip = tipOf(o.id);
    return [String(o.customer.payer ?? ''), tip ? `${money(o.feetopay - tip)} + ${t('receipt.tip')} ${money(tip)}` : money(o.feetopay)];
  });
  rows.push([t('receipt.tableTotal'), money(paid.reduce((n, o) => n + o.feetopay, 0))]);
  return rows;
}

const RECEIPT_STYLE = `body{margin:0;background:#f3f5f9;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330}
.receipt{max-width:480px;margin:24px auto;background:#fff;border:1px solid #dfe3ea;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 2px}.muted{color:#677084;font-size:13px;margin:0}
.number{font-size:28px;font-weight:700;margin:14px 0 2px}.label{display:inline-block;font-size:12px;background:#fee2e2;color:#991b1b;border-radius:999px;padding:3px 9px}
table{width:100%;border-collapse:collapse;margin-top:14px}td,th{padding:5px 0;text-align:left;vertical-align:top;font-weight:400}
td:last-child{text-align:right;white-space:nowrap}.items td{border-bottom:1px dashed #e6e9ef}
.totals tr.total th,.totals tr.total td{font-weight:700;border-top:1px solid #1d2330;padding-top:8px}.facts th{color:#677084;width:45%}
.facts td{white-space:normal;word-break:break-all}`;

/**
 * The receipt of a refund order (its invoice_code): the original's venue and number, the lines refunded
 * ('name x n' with their list price), the amount refunded and where it went (card, counter), the refund
 * transaction id and the original's transaction id — in `locale`, as `renderInvoice`. Errors:
 * NOT_FOUND (no done refund order).
 * Spec: orders-and-payments.md §2.7 ('Refund transaction ID'), §3.2 refund_orders, §7.6.
 */
async function renderRefundInvoice(deps: Pick<Services, 'db' | 'hooks'>, code: string, locale: Locale): Promise<Result<RenderedInvoice>> {
  const t = translator(locale);
  // Refund orders are the payments module's records (the app's `paymentRecords` extension point).
  const refund = await deps.hooks.paymentRecords.get()?.refundByInvoiceCode(deps.db, code);
  if (!refund) return err('NOT_FOUND');
  const [order] = await deps.db.select().from(s.orders).where(eq(s.orders.id, refund.orderId));
  const [lineRows, venue] = await Promise.all([
    deps.db.select().from(s.orderLines).where(eq(s.orderLines.orderId, order.id)).orderBy(asc(s.orderLines.position)),
    findVenue(deps.db, order.venueId),
  ]);
  const lines = lineRows.map(mapLine);
  const unit = String(venue?.config.monetaryunit ?? '$');
  const money = (c: number) => formatMoney(c, unit, Number(venue?.config.monetaryrate ?? 1) || 1);
  const tz = String(venue?.config.timezone ?? 'Australia/Sydney');
  const number = orderNumber({ type: order.type, category_type: order.categoryType as never, seqnum: order.seqnum });
  const refundWord = t('receipt.refund');
  const title = `${venue?.name ?? t('orders.invoice.title')} — ${refundWord}`;
  const rows = refund.carts.map((c) => {
    const tip = refundCartTip(c);
    if (tip > 0) return { name: t('receipt.tip'), qty: '', amount: money(tip) };
    const { position } = readRefundExtra(c.extra);
    const line = lines[position] ?? lines.find((l) => l.pid === c.pid && l.type === c.type && l.gid === c.gid);
    return { name: `${c.type === LINE_TYPE.modifier ? '+ ' : ''}${line?.name ?? t('receipt.item')}`, qty: `x ${c.count}`, amount: line ? money(line.price * c.count) : '' };
  });
  const totalLabel = t('orders.detail.totalRefund');
  const totals: [string, string][] = [
    ...refund.payments.filter((p) => p.ok !== false).map((p): [string, string] => [p.type === PAYMENT_TYPE.counter ? t('receipt.refundedAtCounter') : p.type === TENDER_PAYMENT_TYPE ? t('receipt.refundedToGiftCard') : t('receipt.refundedToCard'), money(p.amount)]),
    [totalLabel, money(refund.amount)],
  ];
  const facts: [string, string][] = [
    [t('receipt.order'), number],
    [t('orders.detail.refundTransactionId'), transactionId(refund.tradeid)],
    [t('orders.detail.transactionId'), transactionId(order.tradeid)],
    [t('receipt.refundTime'), formatOrderTime(refund.completedAt, tz, locale)],
    [t('receipt.status'), t(refund.status === 3 ? 'orders.paymentStatus.refunded' : 'orders.paymentStatus.partlyRefunded')],
    ...(refund.reason ? ([[t('receipt.reason'), refund.reason]] as [string, string][]) : []),
  ];
  const tr = ([k, v]: [string, string], cls = '') => `<tr class="${cls}"><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`;
  const html = `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} — ${esc(number)}</title><style>${RECEIPT_STYLE}</style></head><body><article class="receipt">
<h1>${esc(title)}</h1><p class="muted">${esc([venue?.street1, venue?.city, venue?.postcode].filter(Boolean).join(', '))}</p>
<div class="number">${esc(number)}</div><span class="label">${esc(refundWord)}</span>
${rows.length ? `<table class="items"><tbody>${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.qty)}</td><td>${esc(r.amount)}</td></tr>`).join('')}</tbody></table>` : ''}
<table class="totals"><tbody>${totals.map((x) => tr(x, x[0] === totalLabel ? 'total' : '')).join('')}</tbody></table>
<table class="facts"><tbody>${facts.map((x) => tr(x)).join('')}</tbody></table></article></body></html>`;
  const text = [title, t('receipt.orderNumber', { number }), '', ...rows.map((r) => `${r.name} ${r.qty}  ${r.amount}`), '', ...[...totals, ...facts].map(([k, v]) => `${k}: ${v}`)].join('\n');
  return ok({ html, text, subject: t('receipt.refundSubject', { venue: venue?.name ?? 'Platter', number }), email: String(order.customer.email ?? '') });
}

/**
 * 'Email receipt': renders the receipt in `locale` (default 'en': the language the diner asked in) and
 * sends it to `email` (else the order's customer e-mail) through the outbox; the subject is in that
 * language too. Errors: NOT_FOUND, EMAIL_REQUIRED, EMAIL_INVALID, NETWORK_BUSY (SMTP failed).
 * Spec: orders-and-payments.md §2.7 ('Send email receipt successfully' / 'failed'), §7.6.
 */
export async function emailInvoice(
  deps: Pick<Services, 'db' | 'config' | 'logger' | 'providers' | 'hooks'>,
  code: string,
  email: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Result<{ outboxId: number; status: string }>> {
  const invoice = await renderInvoice(deps, code, locale);
  if (!invoice.ok) return invoice;
  const to = validateEmail(email?.trim() || invoice.value.email, true);
  if (!to.ok) return to;
  const sent = await deps.providers.email.send({ kind: 'receipt', to: to.value, subject: invoice.value.subject, html: invoice.value.html, text: invoice.value.text, ref: code });
  return sent.status === 'failed' ? err('NETWORK_BUSY') : ok({ outboxId: sent.id, status: sent.status });
}
