/**
 * Receipts (orders-and-payments.md §2.7, §7.6): the server-rendered HTML invoice of an order — or of
 * one store of a multi-store order (`{invoice_code}.{store_id}`), or of a refund order (its own
 * invoice_code: the lines and amount refunded, 'Refund transaction ID' and the original's) — and
 * 'Email receipt' through the e-mail outbox. The invoice code is an unguessable bearer: whoever holds
 * it may view and send it. An order's receipt shows the card payment surcharge paid
 * (`feepaysurcharge`: 'Payment surcharge', 'Total paid (inc.SF)') and its refunds.
 */
import { and, asc, eq } from 'drizzle-orm';
import { mapCartEntries, readLineExtra } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { transactionId, orderNumber } from '../../domain/order-number';
import { formatOrderTime, paymentStatusKey, statusLabel } from '../../domain/order-status';
import { err, ok, type Result } from '../../domain/result';
import { parseTaxLines, taxLineLabel } from '../../domain/tax';
import { LINE_TYPE } from '../../domain/types';
import { validateEmail } from '../../domain/validation';
import { findVenue } from '../db/catalog-repository';
import * as s from '../db/schema';
import { sendEmail } from '../providers/email';
import type { Services } from '../services';
import { readRefundExtra } from '../../domain/refunds';
import { loadEvents, loadRefundOrders, mapLine } from './orders-store';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STATUS_TEXT: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
  canceled: 'Canceled',
  refunding: 'Refunding',
  partlyRefunded: 'Partly refunded',
  paying: 'Paying',
  unknown: 'Unknown',
};

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
 * plain text. Errors: NOT_FOUND. Spec: orders-and-payments.md §2.7 (normal mode fields), §7.6.
 */
export async function renderInvoice(deps: Pick<Services, 'db'>, code: string): Promise<Result<RenderedInvoice>> {
  const m = /^([A-Za-z0-9_-]{10,64})(?:\.(\d{1,9}))?$/.exec(code);
  if (!m) return err('NOT_FOUND');
  const [order] = await deps.db.select().from(s.orders).where(eq(s.orders.invoiceCode, m[1]));
  if (!order) return m[2] ? err('NOT_FOUND') : renderRefundInvoice(deps, m[1]);
  const storeId = m[2] ? Number(m[2]) : null;
  const [lineRows, events, payments, venue, refunds] = await Promise.all([
    deps.db.select().from(s.orderLines).where(eq(s.orderLines.orderId, order.id)).orderBy(asc(s.orderLines.position)),
    loadEvents(deps.db, [order.id]),
    deps.db.select().from(s.orderPayments).where(eq(s.orderPayments.orderId, order.id)).orderBy(asc(s.orderPayments.id)),
    findVenue(deps.db, order.venueId),
    loadRefundOrders(deps.db, [order.id]),
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
  const title = `${venue?.name ?? 'Receipt'}${storeName ? ` — ${storeName}` : ''}`;
  const status = STATUS_TEXT[paymentStatusKey(order.status, evs)] ?? 'Unknown';
  const label = statusLabel({ events: evs, source: order.source, paymentStatus: order.status, categoryType: order.categoryType }).key;

  const rows: { name: string; qty: string; amount: string; sub: boolean }[] = [];
  for (const entry of mapCartEntries(lines)) {
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
  const coupons = payments.filter((p) => p.type === 25);
  const card = payments.find((p) => p.type === 1);
  const cardNotes = card ? (JSON.parse(card.notes || '{}') as { brand?: string; last4?: string; surcharge?: number }) : null;
  const totals: [string, string][] = [];
  if (order.feedelivery) totals.push(['Delivery', money(order.feedelivery)]);
  if (order.feesurcharge) totals.push([String(order.extra.serviceSurchargeName ?? 'Service Surcharge'), money(order.feesurcharge)]);
  totals.push(['Sub total', money(order.feetotal + order.feesurcharge + order.feedelivery)]);
  for (const c of coupons) totals.push([`Coupon ${(JSON.parse(c.notes || '{}') as { name?: string }).name ?? ''}`.trim(), money(-c.amount)]);
  if (order.feetips) totals.push(['Tip', money(order.feetips)]);
  totals.push(['Total', money(order.feetopay)]);
  const taxRows = parseTaxLines(order.feetaxes).map((t): [string, string] => [taxLineLabel(t), money(t.tax)]);
  const paidRows: [string, string][] = [];
  if (order.feepaysurcharge) paidRows.push(['Payment surcharge', money(order.feepaysurcharge)]);
  if (order.feepay) paidRows.push([order.feepaysurcharge ? 'Total paid (inc.SF)' : 'Total paid', money(order.feepay)]);
  if (order.feerefund) paidRows.push(['Total refund', money(order.feerefund)]);
  for (const r of refunds.get(order.id) ?? []) paidRows.push([`Refund transaction ID ${transactionId(r.tradeid)}`, money(-r.amount)]);
  const facts: [string, string][] = [
    ['Order', number],
    ['Transaction ID', transactionId(order.tradeid)],
    ['Order time', formatOrderTime(order.createdAt, tz)],
    ...(order.validtime ? ([['Scheduled time', formatOrderTime(order.validtime, tz)]] as [string, string][]) : []),
    ['Payment status', status],
    ...(order.paytime ? ([['Payment time', formatOrderTime(order.paytime, tz)]] as [string, string][]) : []),
    ...(cardNotes?.last4 ? ([['Card', `${cardNotes.brand ?? 'card'} •••• ${cardNotes.last4}`]] as [string, string][]) : []),
  ];
  if (order.shipping.street1) facts.push(['Delivery address', [order.shipping.street1, order.shipping.street2, order.shipping.city, order.shipping.postcode].filter(Boolean).join(', ')]);

  const tr = ([k, v]: [string, string], cls = '') => `<tr class="${cls}"><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} — ${esc(number)}</title>
<style>
body{margin:0;background:#f3f5f9;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330}
.receipt{max-width:480px;margin:24px auto;background:#fff;border:1px solid #dfe3ea;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 2px}.muted{color:#677084;font-size:13px;margin:0}
.number{font-size:28px;font-weight:700;margin:14px 0 2px}.label{display:inline-block;font-size:12px;background:#eef3ff;color:#0b47b5;border-radius:999px;padding:3px 9px}
table{width:100%;border-collapse:collapse;margin-top:14px}td,th{padding:5px 0;text-align:left;vertical-align:top;font-weight:400}
td:last-child{text-align:right;white-space:nowrap}.items td{border-bottom:1px dashed #e6e9ef}.sub td{color:#677084;font-size:13px;padding-left:12px}
.totals th{color:#677084}.totals tr.total th,.totals tr.total td{font-weight:700;color:#1d2330;border-top:1px solid #1d2330;padding-top:8px}
.facts th{color:#677084;width:45%}.facts td{white-space:normal;word-break:break-all}
</style></head><body><article class="receipt">
<h1>${esc(title)}</h1><p class="muted">${esc([venue?.street1, venue?.city, venue?.postcode].filter(Boolean).join(', '))}</p>
<div class="number">${esc(number)}</div><span class="label">${esc(order.categoryName || 'Order')} · ${esc(label)}</span>
<table class="items"><tbody>${rows.map((r) => `<tr class="${r.sub ? 'sub' : ''}"><td>${esc(r.name)}</td><td>${esc(r.qty)}</td><td>${esc(r.amount)}</td></tr>`).join('')}</tbody></table>
<table class="totals"><tbody>${totals.map((t) => tr(t, t[0] === 'Total' ? 'total' : '')).join('')}${taxRows.map((t) => tr(t)).join('')}${paidRows.map((t) => tr(t)).join('')}</tbody></table>
<table class="facts"><tbody>${facts.map((t) => tr(t)).join('')}</tbody></table>
</article></body></html>`;
  const text = [
    title,
    `Order ${number}`,
    '',
    ...rows.map((r) => `${r.sub ? '   ' : ''}${r.name} ${r.qty}  ${r.amount}`),
    '',
    ...[...totals, ...taxRows, ...paidRows, ...facts].map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  return ok({ html, text, subject: `Your receipt from ${title} (${number})`, email: String(order.customer.email ?? '') });
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
 * transaction id and the original's transaction id. Errors: NOT_FOUND (no done refund order).
 * Spec: orders-and-payments.md §2.7 ('Refund transaction ID'), §3.2 refund_orders, §7.6.
 */
async function renderRefundInvoice(deps: Pick<Services, 'db'>, code: string): Promise<Result<RenderedInvoice>> {
  const [refund] = await deps.db.select().from(s.refundOrders).where(and(eq(s.refundOrders.invoiceCode, code), eq(s.refundOrders.state, 'done')));
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
  const title = `${venue?.name ?? 'Receipt'} — Refund`;
  const rows = refund.carts.map((c) => {
    const { position } = readRefundExtra(c.extra);
    const line = lines[position] ?? lines.find((l) => l.pid === c.pid && l.type === c.type && l.gid === c.gid);
    return { name: `${c.type === LINE_TYPE.modifier ? '+ ' : ''}${line?.name ?? 'Item'}`, qty: `x ${c.count}`, amount: line ? money(line.price * c.count) : '' };
  });
  const totals: [string, string][] = [
    ...refund.payments.filter((p) => p.ok !== false).map((p): [string, string] => [p.type === 0 ? 'Refunded at the counter' : 'Refunded to card', money(p.amount)]),
    ['Total refund', money(refund.amount)],
  ];
  const facts: [string, string][] = [
    ['Order', number],
    ['Refund transaction ID', transactionId(refund.tradeid)],
    ['Transaction ID', transactionId(order.tradeid)],
    ['Refund time', formatOrderTime(refund.completedAt, tz)],
    ['Status', refund.status === 3 ? 'Refunded' : 'Partly refunded'],
    ...(refund.reason ? ([['Reason', refund.reason]] as [string, string][]) : []),
  ];
  const tr = ([k, v]: [string, string], cls = '') => `<tr class="${cls}"><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} — ${esc(number)}</title><style>${RECEIPT_STYLE}</style></head><body><article class="receipt">
<h1>${esc(title)}</h1><p class="muted">${esc([venue?.street1, venue?.city, venue?.postcode].filter(Boolean).join(', '))}</p>
<div class="number">${esc(number)}</div><span class="label">Refund</span>
${rows.length ? `<table class="items"><tbody>${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.qty)}</td><td>${esc(r.amount)}</td></tr>`).join('')}</tbody></table>` : ''}
<table class="totals"><tbody>${totals.map((t) => tr(t, t[0] === 'Total refund' ? 'total' : '')).join('')}</tbody></table>
<table class="facts"><tbody>${facts.map((t) => tr(t)).join('')}</tbody></table></article></body></html>`;
  const text = [title, `Order ${number}`, '', ...rows.map((r) => `${r.name} ${r.qty}  ${r.amount}`), '', ...[...totals, ...facts].map(([k, v]) => `${k}: ${v}`)].join('\n');
  return ok({ html, text, subject: `Your refund from ${venue?.name ?? 'Platter'} (${number})`, email: String(order.customer.email ?? '') });
}

/**
 * 'Email receipt': renders the receipt and sends it to `email` (else the order's customer e-mail)
 * through the outbox. Errors: NOT_FOUND, EMAIL_REQUIRED, EMAIL_INVALID, NETWORK_BUSY (SMTP failed).
 * Spec: orders-and-payments.md §2.7 ('Send email receipt successfully' / 'failed'), §7.6.
 */
export async function emailInvoice(deps: Pick<Services, 'db' | 'config' | 'logger'>, code: string, email: string | undefined): Promise<Result<{ outboxId: number; status: string }>> {
  const invoice = await renderInvoice(deps, code);
  if (!invoice.ok) return invoice;
  const to = validateEmail(email?.trim() || invoice.value.email, true);
  if (!to.ok) return to;
  const sent = await sendEmail(deps, { kind: 'receipt', to: to.value, subject: invoice.value.subject, html: invoice.value.html, text: invoice.value.text, ref: code });
  return sent.status === 'failed' ? err('NETWORK_BUSY') : ok({ outboxId: sent.id, status: sent.status });
}
