/**
 * The 'Vouchers' section of the staff console (`/staff`; accounts-and-loyalty.md §2.13 'scan the code
 * in store to use your voucher'): staff type a voucher code, or scan it with a scanner that types
 * (the field takes the scan and its Enter), and redeem it — GraphQL `staffVoucherRedeem` with the
 * console's cookie. The answer says what the voucher takes off or why it was refused.
 */

/** CSS of the section (appended to the console's style). */
export const VOUCHERS_STYLE = `
.vouchers{padding:0 20px 24px}.vouchers>h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:4px 0 8px}
.vform{display:flex;gap:8px;flex-wrap:wrap;align-items:center}.vform input{font:16px ui-monospace,monospace;padding:8px 10px;border:1px solid var(--line);border-radius:8px;min-width:220px;text-transform:uppercase}
.vresult{margin:8px 0 0;font-weight:600}
`;

/** The section's markup (after the tables). */
export const VOUCHERS_SECTION = `<section class="vouchers" aria-labelledby="vouchers-h"><h2 id="vouchers-h">Vouchers</h2>
<form class="vform" id="voucher-form"><label for="voucher-code">Voucher code (type or scan)</label><input id="voucher-code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="64" required><button type="submit" class="go" id="voucher-redeem">Redeem</button></form>
<p class="vresult" id="voucher-result" role="status"></p></section>`;

/** The section's script. Uses `gql`, `cents` and `h` of the console's script. */
export const VOUCHERS_SCRIPT = `
const VOUCHER_WHY={'not found':'No such voucher for this venue.','exist already':'This voucher has already been used.','not valid':'This voucher cannot be used at this venue.','forbidden':'Sign in again.'};
document.getElementById('voucher-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const input=document.getElementById('voucher-code'); const out=document.getElementById('voucher-result');
  const code=input.value.trim(); if(!code) return;
  const j=await gql('staffVoucherRedeem','mutation($c:String!){staffVoucherRedeem(code:$c){code name type value status}}',{c:code});
  if(j.data&&j.data.staffVoucherRedeem){const v=j.data.staffVoucherRedeem; out.textContent='Redeemed '+v.code+': '+v.name+' — '+(v.type===2?cents(v.value):(100-v.value)+'% OFF'); input.value='';}
  else{const e0=(j.errors&&j.errors[0])||{}; out.textContent=(e0.extensions&&e0.extensions.code==='COUPON_OUTSIDE_VALIDITY')?'This voucher has expired.':(VOUCHER_WHY[e0.message]||e0.message||'Could not redeem.');}
  input.focus();
});
`;
