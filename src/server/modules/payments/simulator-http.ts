/**
 * The payment simulator's own pages (the default provider; see providers/payments/simulator.ts for
 * the test cards). It stands in for a provider's hosted card fields:
 * - `GET /pay/simulator/:session` — the card form with the 'SIMULATOR' chip, the store and the amount;
 * - `POST /pay/simulator/:session` — takes the card (number, expiry, CVC, name). The number goes no
 *   further than this handler: only its brand and last four digits are kept. The outcome is then
 *   reported to `/pay/webhook/simulator` exactly as a provider would — HMAC-signed, and again after
 *   SIMULATOR_DUPLICATE_WEBHOOK_MS — and the browser is sent to the payment's return URL with
 *   `result` = what the attempt became once the webhook was applied (`simulatorResult`): authorised,
 *   refused, cancelled, refunded (a success the order could no longer take) or pending (no answer yet);
 * - `POST /pay/simulator/:session/challenge` — the 3-D Secure challenge page's answer (pass | fail);
 * - `POST /pay/simulator/:session/cancel` — 'Cancel payment': the shopper gives up on the card page
 *   (a signed `payment.cancelled` webhook, as a provider reports an abandoned payment).
 *
 * The name on the card is required (orders-and-payments.md §2.8). When a registered member started the
 * payment, the form offers 'Save this card for next time' (`save=on`): the card (brand, last four,
 * expiry, name — never the number) waits with the attempt and becomes a stored token once the payment
 * is authorised, at once or after the challenge (see providers/payments/simulator-vault.ts).
 */
import { eq } from 'drizzle-orm';
import type { Route } from '../../platform/http';
import { formatMoney } from '../../../domain/money';
import { findVenue } from '../catalog';
import { nowSeconds } from '../../platform/clock';
import { ATTEMPT_STATUS } from '../../providers/payments';
import { SIMULATOR_WEBHOOK_PATH, signSimulatorWebhook, simulatorCard, simulatorEventBody, type SimulatorWebhookBody } from '../../providers/payments/simulator';
import { saveWaitingCard, setCardToSave, simulatorShopperOf } from '../../providers/payments/simulator-vault';
import { serverSecret } from '../../platform/secrets';
import type { Services } from '../../services';
import { findAttempt } from './payments';
import { esc, parseFields, readBody, redirect, selfUrl, sendHtml } from '../../platform/http';
import { paymentAttempts } from './schema';

const PAGE = /^\/pay\/simulator\/([A-Za-z0-9_-]{16,64})(?:\/(challenge|cancel))?$/;

type Attempt = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/**
 * Sends one signed simulator webhook about `attempt` to `target` (this server) and, when configured,
 * the same event again later. The event id is stable per attempt and outcome, so the repeat is a replay.
 */
export async function deliverSimulatorWebhook(services: Services, target: string, attempt: Attempt, type: SimulatorWebhookBody['type'], card: { brand: string; last4: string }): Promise<number> {
  const secret = await serverSecret(services.db, 'simulator_webhook', services.config.SIMULATOR_WEBHOOK_SECRET);
  const body = simulatorEventBody(attempt, type, card);
  const send = async () => {
    const signed = signSimulatorWebhook(secret, body, nowSeconds(services.clock));
    const res = await fetch(`${target}${SIMULATOR_WEBHOOK_PATH}`, { method: 'POST', headers: signed.headers, body: signed.body });
    await res.arrayBuffer();
    return res.status;
  };
  const status = await send().catch((e) => {
    services.logger.warn({ err: e }, 'simulator webhook delivery failed');
    return 0;
  });
  const again = services.config.SIMULATOR_DUPLICATE_WEBHOOK_MS;
  if (again > 0) setTimeout(() => void send().catch(() => undefined), again).unref();
  return status;
}

/**
 * The `result` the simulator's return reports for an attempt's status (payment_attempts.status):
 * 2 authorised, 3 refused, 4 cancelled, 5 refunded, 1 (no verdict applied yet) pending.
 */
export function simulatorResult(status: number): 'authorised' | 'refused' | 'cancelled' | 'refunded' | 'pending' {
  switch (status) {
    case ATTEMPT_STATUS.succeeded:
      return 'authorised';
    case ATTEMPT_STATUS.failed:
      return 'refused';
    case ATTEMPT_STATUS.canceled:
      return 'cancelled';
    case ATTEMPT_STATUS.refunded:
      return 'refunded';
    default:
      return 'pending';
  }
}

/** The return URL with the attempt's real result, read again after its webhook was delivered. */
async function returnAfter(services: Services, attempt: Attempt): Promise<string> {
  const now = await findAttempt(services, attempt.sessionId);
  return returnTo(attempt, simulatorResult(now?.status ?? attempt.status));
}

function returnTo(attempt: Attempt, result: string): string {
  const url = new URL(attempt.returnUrl || '/pay/callback', 'http://x');
  if (!url.searchParams.has('sessionId')) url.searchParams.set('sessionId', attempt.sessionId);
  if (!url.searchParams.has('tid')) url.searchParams.set('tid', attempt.tradeid);
  url.searchParams.set('result', result);
  return /^https?:\/\//.test(attempt.returnUrl) ? url.toString() : `${url.pathname}${url.search}`;
}

const STYLE = `
  :root { color-scheme: light; --ink:#1d2330; --muted:#677084; --line:#dfe3ea; --brand:#0162fe; }
  * { box-sizing: border-box; }
  body { margin:0; font:16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color:var(--ink); background:#f3f5f9; }
  main { max-width: 420px; margin: 32px auto; padding: 0 16px; }
  .card { background:#fff; border:1px solid var(--line); border-radius:14px; padding:22px; box-shadow:0 6px 24px rgba(20,30,60,.06); }
  header { display:flex; align-items:center; justify-content:space-between; gap:8px; margin-bottom:14px; }
  h1 { font-size:18px; margin:0; }
  .chip { font:700 11px/1 system-ui; letter-spacing:.08em; color:#8a4b00; background:#ffe9c7; border:1px solid #f3c27a; padding:6px 8px; border-radius:999px; }
  .amount { font-size:30px; font-weight:700; margin:4px 0 18px; }
  label { display:block; font-size:13px; color:var(--muted); margin:12px 0 4px; }
  label.check { display:flex; align-items:center; gap:10px; font-size:15px; color:var(--ink); margin:16px 0 0; cursor:pointer; }
  label.check input { width:20px; height:20px; margin:0; accent-color:var(--brand); }
  input { width:100%; font:inherit; padding:11px 12px; border:1px solid var(--line); border-radius:9px; }
  input:focus { outline:2px solid color-mix(in srgb, var(--brand) 35%, transparent); border-color:var(--brand); }
  .row { display:flex; gap:10px; } .row > div { flex:1; }
  button { width:100%; margin-top:18px; font:600 16px system-ui; padding:13px; border:0; border-radius:10px; background:var(--brand); color:#fff; cursor:pointer; }
  button.secondary { background:#fff; color:var(--ink); border:1px solid var(--line); }
  .note { font-size:12px; color:var(--muted); margin-top:16px; }
  table { width:100%; border-collapse:collapse; font-size:12px; color:var(--muted); margin-top:8px; }
  td { padding:3px 0; } td:first-child { font-family: ui-monospace, monospace; color:var(--ink); }
  .status { text-align:center; padding:10px 0; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/main/static/favicon.svg"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

async function storeName(services: Services, attempt: Attempt): Promise<{ name: string; unit: string }> {
  const venue = await findVenue(services.db, attempt.venueId);
  return { name: venue?.payments[0]?.shopper_statement || venue?.name || 'Store', unit: String(venue?.config.monetaryunit ?? '$') };
}

function formPage(attempt: Attempt, store: { name: string; unit: string }, canSave: boolean, error = ''): string {
  return page(
    'Payment',
    `<div class="card">
      <header><h1>${esc(store.name)}</h1><span class="chip" title="Test payments: no card is charged">SIMULATOR</span></header>
      <div class="amount" data-testid="amount">${esc(formatMoney(attempt.amount, store.unit))}</div>
      ${error ? `<p role="alert" style="color:#b3261e">${esc(error)}</p>` : ''}
      <form method="post" autocomplete="off">
        <label for="name">Name on card</label><input id="name" name="name" required maxlength="80">
        <label for="number">Card number</label><input id="number" name="number" inputmode="numeric" required maxlength="23" placeholder="4242 4242 4242 4242">
        <div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" required placeholder="MM/YY" maxlength="5"></div>
        <div><label for="cvc">CVC</label><input id="cvc" name="cvc" required inputmode="numeric" maxlength="4" placeholder="123"></div></div>
        ${canSave ? '<label class="check" for="save"><input type="checkbox" id="save" name="save" value="on"> Save this card for next time</label>' : ''}
        <button type="submit">Pay ${esc(formatMoney(attempt.amount, store.unit))}</button>
      </form>
      <form method="post" action="/pay/simulator/${esc(attempt.sessionId)}/cancel"><button class="secondary" type="submit">Cancel payment</button></form>
      <p class="note">This is Platter's payment simulator standing in for a card provider's hosted fields. No card is charged; only the brand and last four digits are kept.</p>
      <table aria-label="Test cards"><tbody>
        <tr><td>4242 4242 4242 4242</td><td>succeeds</td></tr>
        <tr><td>4000 0000 0000 0002</td><td>refused</td></tr>
        <tr><td>4000 0000 0000 3220</td><td>3-D Secure challenge</td></tr>
        <tr><td>4000 0000 0000 0077</td><td>stays pending</td></tr>
      </tbody></table>
    </div>`,
  );
}

function challengePage(attempt: Attempt, store: { name: string; unit: string }): string {
  return page(
    '3-D Secure',
    `<div class="card">
      <header><h1>Verify it's you</h1><span class="chip">SIMULATOR</span></header>
      <p>${esc(store.name)} asks your bank to confirm a payment of <strong>${esc(formatMoney(attempt.amount, store.unit))}</strong> with card •••• ${esc(attempt.cardLast4)}.</p>
      <form method="post" action="/pay/simulator/${esc(attempt.sessionId)}/challenge"><input type="hidden" name="answer" value="pass"><button type="submit">Complete authentication</button></form>
      <form method="post" action="/pay/simulator/${esc(attempt.sessionId)}/challenge"><input type="hidden" name="answer" value="fail"><button class="secondary" type="submit">Fail authentication</button></form>
    </div>`,
  );
}

function donePage(attempt: Attempt, text: string): string {
  return page('Payment', `<div class="card status"><span class="chip">SIMULATOR</span><p>${esc(text)}</p><p><a href="${esc(returnTo(attempt, simulatorResult(attempt.status)))}">Back to the order</a></p></div>`);
}

/** The attempt's result code while the simulator's 3-D Secure challenge waits for an answer (Adyen's name for it). */
const CHALLENGE_CODE = 'ChallengeShopper';

/** The simulator's pages `/pay/simulator/:session` (GET form, POST card, POST …/challenge); 404 when the simulator is off. */
export const simulatorRoute: Route = async (req, res, url, services) => {
  const m = PAGE.exec(url.pathname);
  if (!m) return false;
  if (services.config.PAYMENT_PROVIDER !== 'simulator') {
    sendHtml(res, 404, page('Not found', '<div class="card status">The payment simulator is off.</div>'));
    return true;
  }
  const attempt = await findAttempt(services, m[1]);
  if (!attempt || attempt.provider !== 'simulator') {
    sendHtml(res, 404, page('Not found', '<div class="card status">Unknown payment.</div>'));
    return true;
  }
  const store = await storeName(services, attempt);
  const shopper = await simulatorShopperOf(services.db, attempt.sessionId);
  if (req.method === 'GET') {
    if (attempt.status !== ATTEMPT_STATUS.pending) sendHtml(res, 200, donePage(attempt, attempt.status === ATTEMPT_STATUS.succeeded ? 'This payment is complete.' : 'This payment has ended.'));
    else sendHtml(res, 200, formPage(attempt, store, !!shopper));
    return true;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' }).end();
    return true;
  }
  const fields = parseFields((await readBody(req, 10_000)) ?? Buffer.alloc(0), req.headers['content-type']);
  if (attempt.status !== ATTEMPT_STATUS.pending) {
    redirect(res, returnTo(attempt, simulatorResult(attempt.status)));
    return true;
  }
  const target = selfUrl(req);

  if (m[2] === 'cancel') {
    await deliverSimulatorWebhook(services, target, attempt, 'payment.cancelled', { brand: attempt.cardBrand || 'card', last4: attempt.cardLast4 || '' });
    redirect(res, await returnAfter(services, attempt));
    return true;
  }
  if (m[2]) {
    // The 3-D Secure answer, only to a challenge the card page started (a card was entered and asked
    // for one): otherwise a bare POST here would pay without a card.
    if (attempt.resultCode !== CHALLENGE_CODE || !attempt.cardLast4) {
      sendHtml(res, 409, page('Payment', '<div class="card status"><span class="chip">SIMULATOR</span><p>No authentication is waiting for this payment.</p></div>'));
      return true;
    }
    // The card was remembered (brand, last four) when the challenge began.
    const card = { brand: attempt.cardBrand || 'visa', last4: attempt.cardLast4 };
    const pass = fields.answer === 'pass';
    if (pass) await saveWaitingCard(services.db, attempt.sessionId);
    else if (shopper) await setCardToSave(services.db, attempt.sessionId, null);
    await deliverSimulatorWebhook(services, target, attempt, pass ? 'payment.authorised' : 'payment.refused', card);
    redirect(res, await returnAfter(services, attempt));
    return true;
  }

  const digits = String(fields.number ?? '').replace(/[\s-]/g, '');
  const holder = String(fields.name ?? '').trim();
  const expiry = /^(\d{2})\/(\d{2})$/.exec(String(fields.expiry ?? '').trim());
  if (!holder || holder.length > 80) {
    sendHtml(res, 400, formPage(attempt, store, !!shopper, 'Enter the name on the card.'));
    return true;
  }
  if (!/^\d{12,19}$/.test(digits) || !expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12 || !/^\d{3,4}$/.test(String(fields.cvc ?? ''))) {
    sendHtml(res, 400, formPage(attempt, store, !!shopper, 'Check the card number, expiry (MM/YY) and CVC.'));
    return true;
  }
  const card = simulatorCard(digits);
  if (shopper) {
    // Only a member's attempt has a shopper; the card waits until the payment is authorised.
    const save = fields.save === 'on' ? { brand: card.brand, lastFour: card.last4, expiryMonth: expiry[1], expiryYear: `20${expiry[2]}`, holderName: holder } : null;
    await setCardToSave(services.db, attempt.sessionId, save);
  }
  await services.db
    .update(paymentAttempts)
    .set({ cardBrand: card.brand, cardLast4: card.last4, updatedAt: nowSeconds(services.clock) })
    .where(eq(paymentAttempts.id, attempt.id));
  const remembered = { ...attempt, cardBrand: card.brand, cardLast4: card.last4 };
  switch (card.outcome) {
    case 'challenge':
      await services.db.update(paymentAttempts).set({ resultCode: CHALLENGE_CODE }).where(eq(paymentAttempts.id, attempt.id));
      sendHtml(res, 200, challengePage(remembered, store));
      return true;
    case 'pending':
      redirect(res, returnTo(remembered, 'pending'));
      return true;
    default:
      if (card.outcome === 'authorised') await saveWaitingCard(services.db, attempt.sessionId);
      await deliverSimulatorWebhook(services, target, remembered, card.outcome === 'authorised' ? 'payment.authorised' : 'payment.refused', card);
      // What the webhook made of it: a success the order could no longer take is refunded, an undelivered one still pending.
      redirect(res, await returnAfter(services, remembered));
      return true;
  }
};
