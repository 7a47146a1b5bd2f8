/**
 * The staff console's customer lookup (issue 12 "Staff console: find a customer by phone and see their
 * account state and recent orders"): GET /staff/customers?phone=&country= — a server-rendered page
 * behind the console's staff session (console-http.ts checks it; no script). The phone is read with
 * libphonenumber-js (national input for the chosen country, or international with '+'/'00') and
 * matched in E.164; the page shows each account holding it (accounts' `findCustomersByPhone`: state,
 * name, since, password and social logins set, live sessions) and its ten latest orders at the staff
 * member's own venue only.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/mobile';
import { formatMoney } from '../../../domain/money';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { transactionId } from '../../../domain/order-number';
import { esc } from '../../platform/http';
import type { Services } from '../../services';
import { findCustomersByPhone, type StaffPrincipal } from '../accounts';
import { recentOrdersAtVenue } from '../orders';

/** Extra styles of the page (added to the console's). */
export const CUSTOMERS_STYLE = `main.cust{max-width:720px;margin:0 auto;padding:16px}
main.cust form{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,2fr) auto;gap:8px;align-items:end;background:#fff;border:1px solid var(--line);border-radius:12px;padding:14px}
main.cust label{display:grid;gap:4px;font-weight:600;font-size:14px}main.cust input,main.cust select{font:inherit;padding:9px 10px;border:1px solid #8a93a6;border-radius:8px;min-width:0;width:100%}
main.cust button{font:600 15px system-ui;border:0;border-radius:8px;padding:10px 16px;background:var(--brand);color:#fff;min-height:44px}
main.cust section{background:#fff;border:1px solid var(--line);border-radius:12px;padding:14px;margin-top:14px}
main.cust dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 14px;margin:8px 0}main.cust dt{color:#4b5466}main.cust dd{margin:0}
main.cust table{width:100%;border-collapse:collapse;margin-top:8px}main.cust th,main.cust td{text-align:left;padding:6px 4px;border-bottom:1px solid var(--line);font-size:14px}
main.cust .error{color:var(--warn);font-weight:600}main.cust h2{font-size:17px;margin:0}
@media (max-width:560px){main.cust form{grid-template-columns:1fr}}`;

const PAYMENT_TEXT: Record<number, string> = {
  [PAYMENT_STATUS.unpaid]: 'unpaid',
  [PAYMENT_STATUS.paid]: 'paid',
  [PAYMENT_STATUS.refunded]: 'refunded',
  [PAYMENT_STATUS.canceled]: 'canceled',
  [PAYMENT_STATUS.refunding]: 'refunding',
  [PAYMENT_STATUS.paying]: 'paying',
};

let countryOptions: string | undefined;
/** The ~240 countries of libphonenumber-js with their calling codes, AU first. */
function countries(selected: string): string {
  countryOptions ??= getCountries()
    .map((c) => ({ c, label: `${new Intl.DisplayNames(['en'], { type: 'region' }).of(c) ?? c} (+${getCountryCallingCode(c)})` }))
    .sort((a, b) => (a.c === 'AU' ? -1 : b.c === 'AU' ? 1 : a.label.localeCompare(b.label)))
    .map(({ c, label }) => `<option value="${c}">${esc(label)}</option>`)
    .join('');
  return countryOptions.replace(`value="${selected}"`, `value="${selected}" selected`);
}

/** The page's HTML for the staff member's venue (`style`: the console's styles with CUSTOMERS_STYLE). */
export async function customersPage(services: Pick<Services, 'db' | 'clock'>, staff: StaffPrincipal, url: URL, style: string): Promise<string> {
  const phone = (url.searchParams.get('phone') ?? '').trim().slice(0, 20);
  const country = (url.searchParams.get('country') ?? 'AU').toUpperCase().slice(0, 2);
  let results = '';
  if (phone) {
    const found = await findCustomersByPhone(services, phone, country);
    if (!found.ok) results = `<p class="error" role="alert">Not a valid mobile number for ${esc(country)}.</p>`;
    else if (!found.value.accounts.length) results = `<p role="status">No account has ${esc(found.value.phone)}.</p>`;
    else {
      const blocks = await Promise.all(
        found.value.accounts.map(async (a) => {
          const orders = await recentOrdersAtVenue(services.db, a.userId, staff.venueId, 10);
          const name = [a.firstname, a.lastname].filter(Boolean).join(' ') || '(no name)';
          const rows = orders
            .map((o) => `<tr><td>${esc(transactionId(o.tradeid))}</td><td>${esc(new Date(o.createdAt * 1000).toISOString().slice(0, 16).replace('T', ' '))} UTC</td><td>${esc(formatMoney(o.feetopay))}</td><td>${esc(PAYMENT_TEXT[o.status] ?? String(o.status))}</td></tr>`)
            .join('');
          return `<section aria-labelledby="cust-${a.userId}" data-testid="customer">
<h2 id="cust-${a.userId}">${esc(name)} · ${a.state === 'member' ? 'Member' : 'Guest'}</h2>
<dl><dt>Phone</dt><dd>${esc(a.phone)}</dd><dt>Since</dt><dd>${esc(a.createdAt.slice(0, 10))}</dd>
<dt>Password set</dt><dd>${a.passwordSet ? 'yes' : 'no'}</dd><dt>Social logins</dt><dd>${a.socialLogins}</dd><dt>Signed in on</dt><dd>${a.activeSessions} device${a.activeSessions === 1 ? '' : 's'}</dd></dl>
${orders.length ? `<table><caption class="sr-only">Recent orders of ${esc(name)} at ${esc(staff.venueCode)}</caption><thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Total</th><th scope="col">Payment</th></tr></thead><tbody>${rows}</tbody></table>` : `<p>No orders at ${esc(staff.venueCode)}.</p>`}
</section>`;
        }),
      );
      results = `<p role="status">${found.value.accounts.length} account${found.value.accounts.length === 1 ? '' : 's'} with ${esc(found.value.phone)}.</p>${blocks.join('')}`;
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/main/static/favicon.svg"><title>Find a customer · Platter staff</title><style>${style}</style></head>
<body><header class="top"><a href="/staff" style="color:#fff">← Orders</a><span>${esc(staff.venueCode)}</span></header>
<main class="cust"><h1>Find a customer</h1>
<form method="get" action="/staff/customers" role="search"><label for="cc">Country<select id="cc" name="country">${countries(country)}</select></label>
<label for="ph">Mobile number<input id="ph" name="phone" type="tel" inputmode="tel" autocomplete="off" maxlength="20" required value="${esc(phone)}"></label>
<button type="submit">Find</button></form>
${results}</main></body></html>`;
}
