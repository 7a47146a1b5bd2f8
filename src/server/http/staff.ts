/**
 * The staff console (beyond the specifications): `/staff` — sign in with a venue's credential from
 * STAFF_CREDENTIALS, then see the venue's orders live and move them: accept (21), refuse (22), ready
 * (23), delivering (31), fulfilled (6), mark paid in store (2), cancel (5) and refund (44 → 24). The
 * buttons offered are the domain's `nextEvents` (the order status table); each one calls GraphQL
 * `orderOperate` with the console's cookie, which appends the event through `appendEvent` /
 * `canTransition` and publishes to the diner at once.
 *
 * Routes: GET /staff (page), POST /staff/login, POST /staff/logout, GET /staff/api/orders (JSON),
 * GET /staff/events (server-sent events from the `staffVenueChanged` topic; the page also polls).
 * The page's 'Tables' section (tables, live carts, rounds, table actions, QR codes) is staff-tables-console.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from '../app';
import { formatMoney } from '../../domain/money';
import { latestEvent, nextEvents, statusLabel } from '../../domain/order-status';
import { findVenue } from '../db/catalog-repository';
import type { Services } from '../services';
import { staffOrders } from '../use-cases/orders';
import type { StaffPrincipal } from '../use-cases/orders-store';
import { issueStaffToken, STAFF_COOKIE, STAFF_SESSION_TTL, staffFromHeaders, verifyStaffLogin } from '../use-cases/staff';
import { esc, parseFields, readBody, redirect, sendHtml, sendJson } from './util';
import { TABLES_SCRIPT, TABLES_SECTION, TABLES_STYLE } from './staff-tables-console';

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

const cookie = (value: string, maxAge: number) => `${STAFF_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`;

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
.actions button.warn{background:#fff;color:var(--warn);border:1px solid #f1b4ae}.actions button.plain{background:#fff;color:var(--ink);border:1px solid var(--line)}
.empty{color:var(--muted);font-size:13px;padding:8px 2px}
.login{max-width:360px;margin:80px auto;background:#fff;border:1px solid var(--line);border-radius:14px;padding:24px}
.login h1{font-size:20px;margin:0 0 12px}.login label{display:block;font-size:13px;color:var(--muted);margin:10px 0 4px}
.login input{width:100%;padding:10px 12px;font:inherit;border:1px solid var(--line);border-radius:9px}.login button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:10px;background:var(--brand);color:#fff;font:600 15px system-ui;cursor:pointer}
.error{color:var(--warn)}#toast{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);background:#111827;color:#fff;padding:10px 14px;border-radius:10px;display:none}
@media (max-width:900px){.board{grid-template-columns:1fr 1fr}}
`;

function loginPage(error = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Platter staff</title><style>${STYLE}</style></head>
<body><form class="login" method="post" action="/staff/login"><h1>Platter staff console</h1>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<label for="venue">Venue code</label><input id="venue" name="venue_code" required autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">Sign in</button></form></body></html>`;
}

function consolePage(venueName: string, venueCode: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Orders — ${esc(venueName)}</title><style>${STYLE}${TABLES_STYLE}</style></head>
<body><header class="top"><h1>${esc(venueName)} · Orders</h1><span class="live" id="live">connecting…</span><form method="post" action="/staff/logout"><button>Sign out</button></form></header>
<main class="board" data-venue="${esc(venueCode)}">
<section class="col"><h2>New</h2><div id="col-new"></div></section>
<section class="col"><h2>In progress</h2><div id="col-progress"></div></section>
<section class="col"><h2>Ready</h2><div id="col-ready"></div></section>
<section class="col"><h2>Done</h2><div id="col-done"></div></section>
</main>${TABLES_SECTION}<div id="toast" role="status"></div>
<script>${CONSOLE_SCRIPT}${TABLES_SCRIPT}</script></body></html>`;
}

/** The console's script: render the board, call orderOperate, listen to /staff/events, poll as a fallback. */
const CONSOLE_SCRIPT = `
const seen = new Set(); let first = true;
const h = (t) => String(t ?? '').replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'})[c]);
function toast(text){const t=document.getElementById('toast');t.textContent=text;t.style.display='block';clearTimeout(toast.t);toast.t=setTimeout(()=>t.style.display='none',3000);}
function card(o){
  const fresh = !first && !seen.has(o.tradeid); seen.add(o.tradeid);
  const pay = o.status===2?'paid':o.status===1||o.status===12?'unpaid':'off';
  return '<article class="order'+(fresh?' fresh':'')+'" data-tradeid="'+h(o.tradeid)+'"><div><span class="num">'+h(o.number)+'</span><span class="badge '+pay+'">'+h(o.payment)+'</span>'+(o.label&&o.label!==o.payment?'<span class="badge">'+h(o.label)+'</span>':'')+'</div>'
    +'<div class="meta">'+h(o.category)+' · '+h(o.time)+(o.scheduled?' · for '+h(o.scheduled):'')+' · '+h(o.total)+'</div>'
    +(o.customer?'<div class="meta">'+h(o.customer)+'</div>':'')
    +'<ul>'+o.items.map((i)=>'<li>'+h(i)+'</li>').join('')+'</ul>'+(o.notes?'<div class="meta">Notes: '+h(o.notes)+'</div>':'')
    +'<div class="actions">'+o.actions.map((a)=>'<button class="'+a.tone+'" data-status="'+a.status+'">'+h(a.label)+'</button>').join('')+'</div></article>';
}
async function load(){
  const r = await fetch('/staff/api/orders',{credentials:'same-origin'}); if(r.status===401){location.href='/staff';return;}
  const {orders} = await r.json(); const cols={new:[],progress:[],ready:[],done:[]};
  for(const o of orders) cols[o.column].push(card(o));
  for(const k in cols) document.getElementById('col-'+k).innerHTML = cols[k].join('') || '<div class="empty">Nothing here</div>';
  first=false;
}
document.addEventListener('click', async (e) => {
  const b = e.target.closest('button[data-status]'); if(!b) return;
  const tradeid = b.closest('.order').dataset.tradeid; const status = Number(b.dataset.status);
  if((status===5||status===22||status===44||status===24) && !confirm(b.textContent+'?')) return;
  b.disabled = true;
  const r = await fetch('/xcloud/user/gapi',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json','x-operation-name':'orderOperate'},
    body:JSON.stringify({query:'mutation($t:String!,$s:Byte!){orderOperate(tradeid:$t,status:$s){datetime status}}',variables:{t:tradeid,s:status}})});
  const j = await r.json(); if(j.errors) toast('Could not do that: '+j.errors[0].message); await load();
});
function listen(){
  const es = new EventSource('/staff/events'); const live=document.getElementById('live');
  es.onopen=()=>live.textContent='● live'; es.onmessage=()=>{load(); if(typeof loadTables==='function') loadTables();}; es.onerror=()=>{live.textContent='reconnecting…';};
}
load(); listen(); setInterval(load, 15000);
setTimeout(()=>{ if(typeof loadTables==='function'){ loadTables(); setInterval(loadTables, 15000); } });
`;

function column(latest: number, status: number): 'new' | 'progress' | 'ready' | 'done' {
  if ([5, 6, 24, 3, 41, 45, 22].includes(latest) || status === 5 || status === 3) return 'done';
  if ([23, 31].includes(latest)) return 'ready';
  if ([21, 43, 44].includes(latest)) return 'progress';
  return 'new';
}

/** The console's JSON list: the venue's latest orders with their buttons (the domain's `nextEvents`). */
async function ordersJson(services: Services, staff: StaffPrincipal) {
  const venue = await findVenue(services.db, staff.venueId);
  const unit = String(venue?.config.monetaryunit ?? '$');
  const tz = String(venue?.config.timezone ?? 'Australia/Sydney');
  const time = (t: number) => new Date(t * 1000).toLocaleString('en-AU', { timeZone: tz, hour: '2-digit', minute: '2-digit', day: '2-digit', month: 'short' });
  const views = await staffOrders(services, staff);
  return views.map((o) => {
    const events = o.statustime;
    const latest = latestEvent(events)?.status ?? 0;
    let next: number[] = nextEvents(events, o.category_type);
    next = next.filter((e) => e in STAFF_ACTIONS && e !== 43 && !(e === 2 && o.status === 12));
    if (latest === 44) next = [24];
    const customer = o.customer ? [o.customer.firstname, o.customer.lastname, o.customer.phone].filter(Boolean).join(' ') : '';
    return {
      tradeid: o.tradeid,
      number: o.order_number,
      status: o.status,
      payment: { 1: 'unpaid', 2: 'paid', 3: 'refunded', 5: 'canceled', 11: 'refunding', 12: 'paying' }[o.status] ?? 'unknown',
      label: LABEL_TEXT[statusLabel({ events, source: o.source, paymentStatus: o.status, categoryType: o.category_type }).key] ?? '',
      category: o.category_name,
      time: time(o.created_at),
      scheduled: o.validtime ? time(o.validtime) : '',
      total: formatMoney(o.feetopay, unit),
      customer,
      notes: o.notes,
      items: (o.carts ?? []).map((l) => `${l.type === 22 ? '  + ' : ''}${l.name} × ${l.count}`),
      column: column(latest, o.status),
      actions: next.map((status) => ({ status, ...STAFF_ACTIONS[status] })),
    };
  });
}

async function events(req: IncomingMessage, res: ServerResponse, services: Services, staff: StaffPrincipal) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  res.write(': connected\n\n');
  const iterator = services.pubsub.subscribe('staffVenueChanged', String(staff.venueId))[Symbol.asyncIterator]();
  const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
  const close = () => {
    clearInterval(ping);
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
  if (path === '/staff/login' && req.method === 'POST') {
    const f = parseFields((await readBody(req, 10_000)) ?? Buffer.alloc(0), req.headers['content-type']);
    const staff = await verifyStaffLogin(services, String(f.venue_code ?? ''), String(f.password ?? ''));
    if (!staff) {
      sendHtml(res, 401, loginPage('Wrong venue code or password.'));
      return true;
    }
    redirect(res, '/staff', { 'set-cookie': cookie(await issueStaffToken(services, staff), STAFF_SESSION_TTL) });
    return true;
  }
  if (path === '/staff/logout' && req.method === 'POST') {
    redirect(res, '/staff', { 'set-cookie': cookie('', 0) });
    return true;
  }
  const staff = await staffFromHeaders(services, req.headers.cookie);
  if (path === '/staff' && req.method === 'GET') {
    if (!staff) sendHtml(res, 200, loginPage());
    else {
      const venue = await findVenue(services.db, staff.venueId);
      sendHtml(res, 200, consolePage(venue?.name ?? staff.venueCode, staff.venueCode));
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
  if (path === '/staff/events' && req.method === 'GET') {
    await events(req, res, services, staff);
    return true;
  }
  return false;
};
