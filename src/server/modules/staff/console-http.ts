/**
 * The staff console (beyond the specifications): `/staff` — sign in with a venue's credential from
 * STAFF_CREDENTIALS, then see the venue's orders live and move them: accept (21), refuse (22), ready
 * (23), delivering (31), fulfilled (6), mark paid in store (2), cancel (5), refund in full (44 → 24)
 * and refund in part ('Partial refund…': chosen lines and quantities, or an amount — GraphQL
 * `orderRefund`, one refund order each). The buttons offered are the domain's `nextEvents` (the order
 * status table); each one calls GraphQL `orderOperate` with the console's cookie, which appends the
 * event through `appendEvent` / `canTransition` and publishes to the diner at once.
 *
 * Multi-store venues (a food hall): the credential is per venue, so the console has a store picker
 * ('All stores' or one store, remembered on the device). An order with lines of several stores shows
 * one block per store — its items, its own status and its own Accept / Ready / … buttons
 * (`orderOperate` with `store_id`, the domain's `canMoveStore`); with one store picked the board shows
 * only orders holding that store's items, only its block, in the column of its own progress.
 *
 * Sign-in is throttled per venue and client IP (platform/request-limits.ts): after 5 failures in 15
 * minutes the form answers 429 'Too many attempts, try again in N minutes' for 15 minutes.
 *
 * Routes: GET /staff (page), POST /staff/login, POST /staff/logout (revokes the session), POST
 * /staff/logout-everywhere (revokes every session of the venue), GET /staff/api/orders (JSON),
 * GET /staff/events (server-sent events from the `staffVenueChanged` topic; the page also polls).
 * The page's 'Tables' section (tables, live carts, rounds, table actions, QR codes) is staff-tables-console.ts.
 * Courier orders show their courier, status and driver, flagged when the courier cancelled or booking
 * failed, with 'Cancel courier' / 'Book again' (POST /staff/api/courier, couriers-console.ts).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney } from '../../../domain/money';
import { latestEvent, nextEvents, PAYMENT_STATUS, statusLabel } from '../../../domain/order-status';
import { readLineExtra } from '../../../domain/cart-lines';
import { refundedCounts } from '../../../domain/refunds';
import { canMoveStore, isStoreEvent, STORE_PROGRESS, storeOrderEvents } from '../../../domain/store-orders';
import { transactionId } from '../../../domain/order-number';
import { LINE_TYPE } from '../../../domain/types';
import type { Route } from '../../platform/http';
import { findVenue } from '../catalog';
import type { Services } from '../../services';
import { staffOrders } from '../orders';
import type { StaffPrincipal } from '../accounts';
import { issueStaffToken, readCookie, revokeStaffToken, revokeVenueStaffSessions, STAFF_COOKIE, STAFF_SESSION_TTL, staffFromHeaders, verifyStaffLoginLimited, watchStaffSession } from '../accounts';
import { clientIp, tooManyAttemptsMessage } from '../../platform/request-limits';
import { esc, parseFields, readBody, redirect, sendHtml, sendJson } from '../../platform/http';
import { TABLES_SCRIPT, TABLES_SECTION, TABLES_STYLE } from './tables-console';
import { CUSTOMERS_STYLE, customersPage } from './customers-console';
import { VOUCHERS_SCRIPT, VOUCHERS_SECTION, VOUCHERS_STYLE } from './vouchers-console';
import { staffCourierAction, staffCouriers } from './couriers-console';
import { refuseOrigin, requestIsTls, requestOriginAllowed } from '../../platform/origins';

/** Status label keys (the domain's `statusLabel`) in the console's words. */
const LABEL_TEXT: Record<string, string> = {
  awaitingAcceptance: 'awaiting acceptance',
  unpaid: 'awaiting acceptance',
  paid: 'awaiting acceptance',
  orderConfirmed: 'accepted',
  orderRefused: 'refused',
  awaitingDelivery: 'awaiting delivery',
  ready: 'ready',
  delivering: 'delivering',
  canceling: 'canceling',
  refunding: 'refunding',
  fulfilled: 'fulfilled',
  partialRefund: 'partly refunded',
  refunded: 'refunded',
  canceled: 'canceled',
  unknown: '',
};

/** Button labels of the console, by the status event they append. */
export const STAFF_ACTIONS: Record<number, { label: string; tone: 'go' | 'warn' | 'plain' }> = {
  21: { label: 'Accept', tone: 'go' },
  22: { label: 'Refuse', tone: 'warn' },
  23: { label: 'Ready', tone: 'go' },
  31: { label: 'Delivering', tone: 'go' },
  6: { label: 'Fulfilled', tone: 'go' },
  2: { label: 'Paid in store', tone: 'plain' },
  5: { label: 'Cancel', tone: 'warn' },
  44: { label: 'Refund', tone: 'warn' },
  24: { label: 'Confirm refund', tone: 'warn' },
};

/** The console's session cookie; `Secure` when the request came over TLS (directly or by a trusted proxy, origins.ts). */
const cookie = (value: string, maxAge: number, secure: boolean) =>
  `${STAFF_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

const STYLE = `
:root{--ink:#1d2330;--muted:#677084;--line:#dfe3ea;--bg:#f3f5f9;--brand:#0162fe;--go:#0b7a4b;--warn:#b3261e}
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header.top{display:flex;align-items:center;gap:12px;padding:14px 20px;background:#111827;color:#fff}
header.top h1{font-size:17px;margin:0;flex:1}header.top .live{font-size:12px;color:#a7f3d0}header.top button{background:transparent;color:#fff;border:1px solid #4b5563;border-radius:8px;padding:6px 10px;cursor:pointer}
.board{display:grid;grid-template-columns:repeat(4,minmax(230px,1fr));gap:14px;padding:16px 20px;align-items:start}
.col h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:0 0 8px}
.order{background:#fff;border:1px solid var(--line);border-radius:12px;padding:12px;margin-bottom:10px;box-shadow:0 2px 8px rgba(20,30,60,.05)}
.order.fresh{outline:2px solid #fbbf24}.num{font-size:20px;font-weight:700}.meta{font-size:12px;color:var(--muted)}
.badge{display:inline-block;font-size:11px;border-radius:999px;padding:2px 8px;margin-left:6px;background:#eef3ff;color:#0b47b5}
.badge.paid{background:#dcfce7;color:#166534}.badge.unpaid{background:#fef3c7;color:#92400e}.badge.off{background:#fee2e2;color:#991b1b}
ul{margin:8px 0;padding-left:18px}li{margin:2px 0}.actions{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.actions button{border:0;border-radius:8px;padding:7px 10px;font:600 13px system-ui;cursor:pointer;color:#fff;background:var(--go)}
.courier{margin-top:8px;padding:8px;border-radius:8px;background:#f3f6fb;font-size:13px}.courier.flagged{background:#fff4e5}.courier .flag{color:#a15c00;font-weight:600}
.actions button.warn{background:#fff;color:var(--warn);border:1px solid #f1b4ae}.actions button.plain{background:#fff;color:var(--ink);border:1px solid var(--line)}
.empty{color:var(--muted);font-size:13px;padding:8px 2px}
.login{max-width:360px;margin:80px auto;background:#fff;border:1px solid var(--line);border-radius:14px;padding:24px}
.login h1{font-size:20px;margin:0 0 12px}.login label{display:block;font-size:13px;color:var(--muted);margin:10px 0 4px}
.login input{width:100%;padding:10px 12px;font:inherit;border:1px solid var(--line);border-radius:9px}.login button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:10px;background:var(--brand);color:#fff;font:600 15px system-ui;cursor:pointer}
.error{color:var(--warn)}#toast{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);background:#111827;color:#fff;padding:10px 14px;border-radius:10px;display:none}
.store{border-top:1px dashed var(--line);margin-top:8px;padding-top:6px}.store h3{font-size:13px;margin:0;display:flex;gap:6px;align-items:center}
.refunds{font-size:12px;color:var(--warn);margin-top:6px}header.top select{font:inherit;padding:5px 8px;border-radius:8px}
dialog.refund{border:1px solid var(--line);border-radius:14px;padding:0;max-width:440px;width:calc(100% - 24px)}dialog.refund form{padding:18px}
dialog.refund h2{font-size:17px;margin:0 0 4px}dialog.refund table{width:100%;border-collapse:collapse;margin:10px 0}dialog.refund td{padding:6px 4px;border-bottom:1px solid var(--line)}
dialog.refund input{width:90px;padding:6px 8px;font:inherit;border:1px solid var(--line);border-radius:8px}dialog.refund .row{display:flex;gap:8px;justify-content:flex-end;margin-top:12px}
dialog.refund button{border:0;border-radius:8px;padding:9px 14px;font:600 14px system-ui;cursor:pointer}dialog.refund .go{background:var(--warn);color:#fff}dialog.refund .plain{background:#fff;border:1px solid var(--line)}
@media (max-width:900px){.board{grid-template-columns:1fr 1fr}}
`;

/** `'sha256-…'` of an inline script or style (its exact text), for the console's Content-Security-Policy. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The console's Content-Security-Policy: only its own inline script and style (by hash), its own
 * API and event stream, never framed (issue 16 item 5). Style attributes stay allowed (the refund
 * table sets some).
 */
const consoleCsp = (script: string, style: string) =>
  `default-src 'none'; script-src ${script ? cspHash(script) : "'none'"}; style-src ${cspHash(style)}; style-src-attr 'unsafe-inline'; ` +
  `connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
const CONSOLE_STYLE = `${STYLE}${TABLES_STYLE}${VOUCHERS_STYLE}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;
const LOGIN_CSP = consoleCsp('', STYLE);
const CUSTOMERS_CSP = consoleCsp('', `${STYLE}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}${CUSTOMERS_STYLE}`);

function loginPage(error = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/main/static/favicon.svg"><title>Platter staff</title><style>${STYLE}</style></head>
<body><form class="login" method="post" action="/staff/login"><h1>Platter staff console</h1>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<label for="venue">Venue code</label><input id="venue" name="venue_code" required autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">Sign in</button></form></body></html>`;
}

function consolePage(venueName: string, venueCode: string, stores: { id: number; name: string }[]): string {
  const picker =
    stores.length > 1
      ? `<label class="sr-only" for="store-pick">Store</label><select id="store-pick" aria-label="Store"><option value="0">All stores</option>${stores.map((x) => `<option value="${x.id}">${esc(x.name)}</option>`).join('')}</select>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/main/static/favicon.svg"><title>Orders — ${esc(venueName)}</title><style>${CONSOLE_STYLE}</style></head>
<body><header class="top"><h1>${esc(venueName)} · Orders</h1>${picker}<a href="/staff/customers" style="color:#fff">Find a customer</a><span class="live" id="live">connecting…</span><form method="post" action="/staff/logout"><button>Sign out</button></form><form method="post" action="/staff/logout-everywhere"><button title="Signs out every console of this venue">Sign out everywhere</button></form></header>
<main class="board" data-venue="${esc(venueCode)}">
<section class="col"><h2>New</h2><div id="col-new"></div></section>
<section class="col"><h2>In progress</h2><div id="col-progress"></div></section>
<section class="col"><h2>Ready</h2><div id="col-ready"></div></section>
<section class="col"><h2>Done</h2><div id="col-done"></div></section>
</main>${TABLES_SECTION}${VOUCHERS_SECTION}<div id="toast" role="status"></div>
<dialog class="refund" id="refund" aria-labelledby="refund-title"><form method="dialog" id="refund-form"><h2 id="refund-title">Partial refund</h2>
<p class="meta" id="refund-left"></p><table><thead><tr><th scope="col" style="text-align:left">Item</th><th scope="col">Refund</th></tr></thead><tbody id="refund-lines"></tbody></table>
<label class="meta" for="refund-amount">Or an amount instead (e.g. 2.50)</label><div><input id="refund-amount" inputmode="decimal" autocomplete="off"></div>
<label class="meta" for="refund-reason">Reason (optional)</label><div><input id="refund-reason" style="width:100%" maxlength="200"></div>
<p class="error" id="refund-error" role="alert"></p><div class="row"><button type="button" class="plain" id="refund-cancel">Cancel</button><button type="submit" class="go" id="refund-go">Refund</button></div></form></dialog>
<script>${CONSOLE_SCRIPT}${TABLES_SCRIPT}${VOUCHERS_SCRIPT}</script></body></html>`;
}

/** The console's script: render the board, call orderOperate / orderRefund, listen to /staff/events, poll as a fallback. */
const CONSOLE_SCRIPT = `
const seen = new Set(); let first = true; let orders = [];
const h = (t) => String(t ?? '').replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'})[c]);
const pick = document.getElementById('store-pick'); let store = Number(localStorage.getItem('platter-staff-store') || 0);
if (pick) { if (![...pick.options].some((o) => Number(o.value) === store)) store = 0; pick.value = String(store); pick.onchange = () => { store = Number(pick.value); localStorage.setItem('platter-staff-store', String(store)); render(); }; } else store = 0;
function toast(text){const t=document.getElementById('toast');t.textContent=text;t.style.display='block';clearTimeout(toast.t);toast.t=setTimeout(()=>t.style.display='none',4000);}
const buttons = (actions, sid, more) => '<div class="actions">'+actions.map((a)=>'<button class="'+a.tone+'" data-status="'+a.status+'"'+(sid?' data-store="'+sid+'"':'')+'>'+h(a.label)+'</button>').join('')+(more||'')+'</div>';
function card(o){
  const fresh = !first && !seen.has(o.tradeid); seen.add(o.tradeid);
  const pay = o.status===2?'paid':o.status===1||o.status===12?'unpaid':'off';
  const blocks = o.stores.filter((x)=>!store||x.id===store);
  return '<article class="order'+(fresh?' fresh':'')+'" data-tradeid="'+h(o.tradeid)+'" aria-label="Order '+h(o.number)+'"><div><span class="num">'+h(o.number)+'</span><span class="badge '+pay+'">'+h(o.payment)+'</span>'+(o.label&&o.label!==o.payment?'<span class="badge">'+h(o.label)+'</span>':'')+'</div>'
    +'<div class="meta">'+h(o.category)+' · '+h(o.time)+(o.scheduled?' · for '+h(o.scheduled):'')+' · '+h(o.total)+'</div>'
    +(o.customer?'<div class="meta">'+h(o.customer)+'</div>':'')
    +(o.stores.length ? blocks.map((x)=>'<section class="store" data-store="'+x.id+'"><h3>'+h(x.name)+'<span class="badge">'+h(x.label)+'</span></h3><ul>'+x.items.map((i)=>'<li>'+h(i)+'</li>').join('')+'</ul>'+buttons(x.actions, x.id)+'</section>').join('')
      : '<ul>'+o.items.map((i)=>'<li>'+h(i)+'</li>').join('')+'</ul>')
    +(o.notes?'<div class="meta">Notes: '+h(o.notes)+'</div>':'')
    +(o.courier?'<div class="courier'+(o.courier.flagged?' flagged':'')+'" data-testid="courier"><strong>Courier</strong> '+h(o.courier.name)+' · '+h(o.courier.status)+(o.courier.driver?' · driver '+h(o.courier.driver):'')+(o.courier.flagged?'<br><span class="flag">⚠ '+h(o.courier.reason)+'</span>':'')
      +'<div class="actions">'+(o.courier.canCancel?'<button class="warn" data-courier="cancel" data-delivery="'+h(o.courier.id)+'">Cancel courier</button>':'')+(o.courier.canRebook?'<button class="plain" data-courier="rebook" data-delivery="'+h(o.courier.id)+'">Book again</button>':'')+'</div></div>':'')
    +(o.refunds.length?'<div class="refunds">'+o.refunds.map((r)=>'Refunded '+h(r.amount)+' · '+h(r.id)).join('<br>')+'</div>':'')
    +buttons(o.actions, null, o.refundable>0&&o.lines.length?'<button class="warn" data-refund="1">Partial refund…</button>':'')+'</article>';
}
function render(){
  const cols={new:[],progress:[],ready:[],done:[]};
  for(const o of orders){ if(store && o.stores.length && !o.stores.some((x)=>x.id===store)) continue; if(store && !o.stores.length && !o.storeIds.includes(store)) continue;
    const col = store && o.stores.length ? o.stores.find((x)=>x.id===store).column : o.column; cols[col].push(card(o)); }
  for(const k in cols) document.getElementById('col-'+k).innerHTML = cols[k].join('') || '<div class="empty">Nothing here</div>';
  first=false;
}
async function load(){
  const r = await fetch('/staff/api/orders',{credentials:'same-origin'}); if(r.status===401){location.href='/staff';return;}
  orders = (await r.json()).orders; render();
}
async function gql(name, query, variables){
  const r = await fetch('/xcloud/user/gapi',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json','x-operation-name':name},body:JSON.stringify({query,variables})});
  return r.json();
}
const REASONS = {refundExceedsPaid:(p)=>'That is more than is left to refund ('+cents(p.refundable)+').', count:()=>'A quantity is more than is left of that item.'};
const cents = (c) => (c/100).toLocaleString('en-AU',{style:'currency',currency:'AUD'});
function why(e){ const p=(e.extensions&&e.extensions.params)||{}; const f=REASONS[p.reason]; if(f) return f(p); if(e.message==='network busy') return 'The payment provider refused the refund; nothing was refunded. Try again.'; return e.message; }
let refunding = null;
function openRefund(o){
  refunding = o; const d=document.getElementById('refund');
  document.getElementById('refund-title').textContent='Partial refund · '+o.number;
  document.getElementById('refund-left').textContent='Paid '+o.paid+' · left to refund '+cents(o.refundable);
  document.getElementById('refund-lines').innerHTML = o.lines.map((l)=>'<tr><td><label for="rl-'+l.position+'">'+h(l.name)+'</label><div class="meta">'+h(l.price)+' · '+l.left+' of '+l.count+' left</div></td><td><input id="rl-'+l.position+'" type="number" min="0" max="'+l.left+'" value="0" data-position="'+l.position+'"'+(l.left?'':' disabled')+'></td></tr>').join('');
  document.getElementById('refund-amount').value=''; document.getElementById('refund-reason').value=''; document.getElementById('refund-error').textContent='';
  d.showModal(); const firstInput=d.querySelector('input[data-position]:not([disabled])'); if(firstInput) firstInput.focus();
}
document.getElementById('refund-cancel').onclick=()=>document.getElementById('refund').close();
document.getElementById('refund-form').addEventListener('submit', async (e) => {
  e.preventDefault(); const err=document.getElementById('refund-error'); err.textContent='';
  const lines=[...document.querySelectorAll('#refund-lines input')].map((i)=>({position:Number(i.dataset.position),count:Number(i.value)})).filter((l)=>l.count>0);
  const raw=document.getElementById('refund-amount').value.trim(); const reason=document.getElementById('refund-reason').value.trim();
  if(raw && lines.length){err.textContent='Choose items or an amount, not both.';return;}
  if(!raw && !lines.length){err.textContent='Choose at least one item, or enter an amount.';return;}
  const amount = raw ? Math.round(Number(raw.replace(/[^0-9.]/g,''))*100) : null;
  if(raw && !(amount>0)){err.textContent='Enter an amount such as 2.50.';return;}
  const go=document.getElementById('refund-go'); go.disabled=true;
  const j = await gql('orderRefund','mutation($t:String!,$p:OrderRefundInput!){orderRefund(tradeid:$t,param:$p){tradeid amount status}}',{t:refunding.tradeid,p:raw?{amount,reason}:{lines,reason}});
  go.disabled=false;
  if(j.errors){err.textContent=why(j.errors[0]);return;}
  document.getElementById('refund').close(); toast('Refunded '+cents(j.data.orderRefund.amount)); await load();
});
document.addEventListener('click', async (e) => {
  const cb = e.target.closest('button[data-courier]');
  if(cb){ const r = await fetch('/staff/api/courier',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json'},body:JSON.stringify({delivery_id:cb.dataset.delivery,action:cb.dataset.courier})}); const j = await r.json().catch(()=>({})); toast(j.message||(r.ok?'Done':'Failed')); load(); return; }
  const rb = e.target.closest('button[data-refund]'); if(rb){ openRefund(orders.find((o)=>o.tradeid===rb.closest('.order').dataset.tradeid)); return; }
  const b = e.target.closest('button[data-status]'); if(!b) return;
  const tradeid = b.closest('.order').dataset.tradeid; const status = Number(b.dataset.status); const sid = b.dataset.store ? Number(b.dataset.store) : null;
  if((status===5||status===22||status===44||status===24) && !confirm(b.textContent+'?')) return;
  b.disabled = true;
  const j = await gql('orderOperate','mutation($t:String!,$s:Byte!,$sid:Long){orderOperate(tradeid:$t,status:$s,store_id:$sid){datetime status}}',{t:tradeid,s:status,sid});
  if(j.errors) toast('Could not do that: '+why(j.errors[0])); await load();
});
function listen(){
  const es = new EventSource('/staff/events'); const live=document.getElementById('live');
  es.onopen=()=>live.textContent='● live'; es.onmessage=()=>{load(); if(typeof loadTables==='function') loadTables();}; es.onerror=()=>{live.textContent='reconnecting…';};
}
load(); listen(); setInterval(load, 15000);
setTimeout(()=>{ if(typeof loadTables==='function'){ loadTables(); setInterval(loadTables, 15000); } });
`;
const CONSOLE_CSP = consoleCsp(`${CONSOLE_SCRIPT}${TABLES_SCRIPT}${VOUCHERS_SCRIPT}`, CONSOLE_STYLE);

function column(latest: number, status: number): 'new' | 'progress' | 'ready' | 'done' {
  if ([5, 6, 24, 3, 41, 45, 22].includes(latest) || status === 5 || status === 3) return 'done';
  if ([23, 31].includes(latest)) return 'ready';
  if ([21, 43, 44].includes(latest)) return 'progress';
  return 'new';
}

/** The console's JSON list: the venue's latest orders with their buttons (the domain's `nextEvents`, per store for multi-store orders). */
async function ordersJson(services: Services, staff: StaffPrincipal) {
  const venue = await findVenue(services.db, staff.venueId);
  const unit = String(venue?.config.monetaryunit ?? '$');
  const tz = String(venue?.config.timezone ?? 'Australia/Sydney');
  const time = (t: number) => new Date(t * 1000).toLocaleString('en-AU', { timeZone: tz, hour: '2-digit', minute: '2-digit', day: '2-digit', month: 'short' });
  const storeName = (id: number) => venue?.stores.find((x) => x.id === id)?.name ?? `Store ${id}`;
  const views = await staffOrders(services, staff);
  const couriers = await staffCouriers(services, staff.venueId);
  return views.map((o) => {
    const events = o.statustime;
    const latest = latestEvent(events)?.status ?? 0;
    const multi = o.store_orders.length > 1;
    let next: number[] = nextEvents(events, o.category_type, o.status);
    next = next.filter((e) => e in STAFF_ACTIONS && e !== 43 && !(e === 2 && o.status === 12) && !(multi && isStoreEvent(e)));
    if (latest === 44) next = [24];
    const customer = o.customer ? [o.customer.firstname, o.customer.lastname, o.customer.phone].filter(Boolean).join(' ') : '';
    const lines = o.carts ?? [];
    const itemText = (l: (typeof lines)[number]) => `${l.type === LINE_TYPE.modifier ? '  + ' : ''}${l.name} × ${l.count}${readLineExtra(l).notes ? ` (${readLineExtra(l).notes})` : ''}`;
    const refunded = refundedCounts(lines, o.refund_orders);
    const paidOrRefunding = o.status === PAYMENT_STATUS.paid || o.status === PAYMENT_STATUS.refunding;
    const refundable = paidOrRefunding && events.some((e) => e.status === 2) ? Math.max(0, o.feepay - o.feerefund) : 0;
    return {
      tradeid: o.tradeid,
      number: o.order_number,
      status: o.status,
      payment: { 1: 'unpaid', 2: 'paid', 3: 'refunded', 5: 'canceled', 11: latest === 24 ? 'partly refunded' : 'refunding', 12: 'paying' }[o.status] ?? 'unknown',
      label: LABEL_TEXT[statusLabel({ events, source: o.source, paymentStatus: o.status, categoryType: o.category_type }).key] ?? '',
      category: o.category_name,
      time: time(o.created_at),
      scheduled: o.validtime ? time(o.validtime) : '',
      total: formatMoney(o.feetopay, unit),
      paid: formatMoney(o.feepay, unit),
      refundable,
      customer,
      notes: o.notes,
      items: lines.map(itemText),
      storeIds: [...new Set(lines.map((l) => l.store_id))],
      // Multi-store: each store's part with its own status and progress buttons (§4.6).
      stores: multi
        ? o.store_orders.map((so) => {
            const storeEvents = so.statustime.filter((e) => isStoreEvent(e.status));
            const merged = storeOrderEvents(events, storeEvents);
            const storeLatest = latestEvent(merged)?.status ?? 0;
            return {
              id: so.store_id,
              name: storeName(so.store_id),
              label: LABEL_TEXT[statusLabel({ events: merged, source: o.source, paymentStatus: o.status, categoryType: o.category_type }).key] ?? '',
              items: lines.filter((l) => l.store_id === so.store_id).map(itemText),
              column: column(storeLatest, o.status),
              actions: STORE_PROGRESS.filter((e) => canMoveStore(events, storeEvents, e, o.category_type)).map((status) => ({ status, ...STAFF_ACTIONS[status] })),
            };
          })
        : [],
      // Items a partial refund may choose (head lines), with what is left of each.
      lines: lines.flatMap((l, position) =>
        l.type === LINE_TYPE.modifier || l.type === LINE_TYPE.comboGroup || (l.gid !== 0 && lines.some((h) => h !== l && h.gid === l.gid && (h.type === LINE_TYPE.setMenu || h.type === LINE_TYPE.combo)))
          ? []
          : [{ position, name: `${l.name}${multi ? ` · ${storeName(l.store_id)}` : ''}`, count: l.count, left: Math.max(0, l.count - refunded[position]), price: formatMoney(l.price, unit) }],
      ),
      refunds: o.refund_orders.map((r) => ({ id: transactionId(r.tradeid), amount: formatMoney(r.amount, unit) })),
      column: column(latest, o.status),
      actions: next.map((status) => ({ status, ...STAFF_ACTIONS[status] })),
      courier: couriers.get(o.tradeid) ?? null,
    };
  });
}

async function events(req: IncomingMessage, res: ServerResponse, services: Services, staff: StaffPrincipal) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  res.write(': connected\n\n');
  const iterator = services.pubsub.subscribe('staffVenueChanged', String(staff.venueId))[Symbol.asyncIterator]();
  const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
  // Signing out (here, everywhere, or in another process) or the session's expiry ends the stream.
  const unwatch = watchStaffSession(services, staff, () => close());
  const close = () => {
    clearInterval(ping);
    unwatch();
    void iterator.return?.();
  };
  req.on('close', close);
  res.on('close', close);
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      res.write(`data: ${JSON.stringify(next.value)}\n\n`);
    }
  } catch {
    /* connection gone */
  } finally {
    close();
    res.end();
  }
}

/** Every `/staff…` route of the console (see the module note); 401 JSON for the API without a sign-in. */
export const staffRoute: Route = async (req, res, url, services) => {
  const path = url.pathname;
  if (path !== '/staff' && !path.startsWith('/staff/')) return false;
  // Cross-site requests (origins.ts): sign-in, sign-out and actions only from the site's own pages.
  if (req.method === 'POST' && !requestOriginAllowed(req, services.config)) {
    refuseOrigin(res);
    return true;
  }
  const secure = requestIsTls(req, services.config.TRUST_PROXY);
  if (path === '/staff/login' && req.method === 'POST') {
    const f = parseFields((await readBody(req, 10_000)) ?? Buffer.alloc(0), req.headers['content-type']);
    // Counted per venue and client IP (request-limits.ts): 5 failures in 15 minutes lock the pair out.
    const checked = await verifyStaffLoginLimited(services, String(f.venue_code ?? ''), String(f.password ?? ''), clientIp(req, services.config.TRUST_PROXY));
    if (!checked.ok) {
      sendHtml(res, 429, loginPage(tooManyAttemptsMessage(checked.retryAfterSeconds)), { 'retry-after': String(checked.retryAfterSeconds), 'content-security-policy': LOGIN_CSP });
      return true;
    }
    const staff = checked.staff;
    if (!staff) {
      sendHtml(res, 401, loginPage('Wrong venue code or password.'), { 'content-security-policy': LOGIN_CSP });
      return true;
    }
    redirect(res, '/staff', { 'set-cookie': cookie(await issueStaffToken(services, staff), STAFF_SESSION_TTL, secure) });
    return true;
  }
  // Signing out revokes the session (issue 16 item 4): its cookie is refused from now on and its open
  // streams end in every process.
  if (path === '/staff/logout' && req.method === 'POST') {
    await revokeStaffToken(services, readCookie(req.headers.cookie, STAFF_COOKIE));
    redirect(res, '/staff', { 'set-cookie': cookie('', 0, secure) });
    return true;
  }
  if (path === '/staff/logout-everywhere' && req.method === 'POST') {
    const signedIn = await staffFromHeaders(services, req.headers.cookie);
    if (!signedIn) {
      sendJson(res, 401, { error: 'sign in' });
      return true;
    }
    await revokeVenueStaffSessions(services, signedIn.venueId);
    redirect(res, '/staff', { 'set-cookie': cookie('', 0, secure) });
    return true;
  }
  const staff = await staffFromHeaders(services, req.headers.cookie);
  if (path === '/staff' && req.method === 'GET') {
    if (!staff) sendHtml(res, 200, loginPage(), { 'content-security-policy': LOGIN_CSP });
    else {
      const venue = await findVenue(services.db, staff.venueId);
      sendHtml(res, 200, consolePage(venue?.name ?? staff.venueCode, staff.venueCode, venue?.stores ?? []), { 'content-security-policy': CONSOLE_CSP });
    }
    return true;
  }
  if (!staff) {
    sendJson(res, 401, { error: 'sign in' });
    return true;
  }
  if (path === '/staff/api/orders' && req.method === 'GET') {
    sendJson(res, 200, { orders: await ordersJson(services, staff) });
    return true;
  }
  if (path === '/staff/api/courier' && req.method === 'POST') {
    const raw = await readBody(req, 4096);
    const r = await staffCourierAction(services, staff.venueId, raw ? raw.toString('utf8') : '');
    sendJson(res, r.status, { message: r.message });
    return true;
  }
  if (path === '/staff/events' && req.method === 'GET') {
    await events(req, res, services, staff);
    return true;
  }
  // Customer lookup by phone (issue 12), customers-console.ts.
  if (path === '/staff/customers' && req.method === 'GET') {
    sendHtml(res, 200, await customersPage(services, staff, url, `${STYLE}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}${CUSTOMERS_STYLE}`), { 'content-security-policy': CUSTOMERS_CSP });
    return true;
  }
  return false;
};
