/**
 * The 'Tables' section of the staff console (`/staff`, see staff.ts; beyond the specifications, which
 * show no staff screens): every table of the signed-in venue with its status, guests, diners, the live
 * cart (new lines, then each kitchen round, then what is paid), the unpaid total and the sitting's
 * order, and the staff table actions of staff-tables.ts — open the table's ordering page, lock for
 * checkout, unlock, close (asking before closing with unpaid lines), reset the passcode, switch the
 * table off and on — and its QR
 * code to download as PNG or SVG. The section reloads with the console (server-sent events from
 * `staffVenueChanged`, which every table change publishes) and every 15 s.
 */

/** CSS of the section (appended to the console's style). */
export const TABLES_STYLE = `
.tables{padding:0 20px 24px}.tables>h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:4px 0 8px}
.tgrid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:14px}
.table{background:#fff;border:1px solid var(--line);border-radius:12px;padding:12px;box-shadow:0 2px 8px rgba(20,30,60,.05)}
.table .tname{font-size:18px;font-weight:700}.table .rounds{margin:6px 0 0}.table .rounds h3{font-size:12px;color:var(--muted);margin:8px 0 2px;font-weight:600}
.table ul{margin:2px 0;padding-left:18px}.table li.new{color:#92400e}.table li.paid{color:#166534}.table li.mod{list-style:none;margin-left:10px;font-size:13px;color:var(--muted)}
.badge.locked{background:#fee2e2;color:#991b1b}.badge.open{background:#dcfce7;color:#166534}.badge.ready{background:#eef3ff;color:#0b47b5}
.qr{display:flex;gap:10px;font-size:12px;margin-top:8px}.qr a{color:var(--brand)}
.actions a.plain{display:inline-block;border-radius:8px;padding:7px 10px;font:600 13px system-ui;background:#fff;color:var(--ink);border:1px solid var(--line);text-decoration:none}
`;

/** The section's markup (placed after the orders board). */
export const TABLES_SECTION = `<section class="tables" aria-labelledby="tables-h"><h2 id="tables-h">Tables</h2><div class="tgrid" id="tables"><div class="empty">Loading…</div></div></section>`;

/** The section's script: render /staff/api/tables, run the table actions. Uses `h` and `toast` of the console's script. */
export const TABLES_SCRIPT = `
const TABLE_STATUS={0:'switched off',1:'ready',2:'open',3:'locked for checkout',4:'needs staff',5:'closed'};
const ORDER_STATUS={1:'unpaid',2:'paid',3:'refunded',5:'canceled',11:'refunding',12:'paying'};
function money(c){return '$'+(c/100).toFixed(2);}
function tableCard(x){
  const st=x.tableStatus!==1?0:x.sitting?x.sitting.status:x.status; const cls=st===0?'locked':st===3?'locked':st===2?'open':'ready';
  let body='';
  if(x.sitting){
    // Items with their modifiers under them ('+ Extra shot × 1', as on the order cards); combo groups are structure only.
    const s=x.sitting; const heads=s.lines.filter((l)=>l.type!==1021);
    const list=(ls)=>'<ul>'+ls.map((l)=>'<li class="'+(l.status===1?'new':l.status===2?'paid':'')+(l.type===22?' mod':'')+'">'+(l.type===22?'+ ':'')+h(l.name)+' × '+l.count+'</li>').join('')+'</ul>';
    const rounds=[...new Set(heads.filter((l)=>l.round>0).map((l)=>l.round))].sort((a,b)=>a-b);
    const fresh=heads.filter((l)=>l.round===0&&l.status===1);
    body+='<div class="meta">'+s.seats+' guests · '+s.diners+(s.diners===1?' phone':' phones')+(s.lockedBy===2?' · locked by a diner paying':s.lockedBy===1?' · locked by staff':'')+' · unpaid '+money(s.unpaidTotal)+(s.orderId?' · order '+h(ORDER_STATUS[s.orderStatus]||'')+'':'')+'</div>';
    body+='<div class="rounds">'+(fresh.length?'<h3>New (not sent)</h3>'+list(fresh):'')
      +rounds.map((r)=>'<h3>Round '+r+'</h3>'+list(heads.filter((l)=>l.round===r))).join('')
      +(heads.length?'':'<div class="empty">Cart is empty</div>')+'</div>';
  }
  if(x.passcode) body+='<div class="meta">Passcode '+h(x.passcode)+(x.lockout.failedLastHour?' · '+x.lockout.failedLastHour+' wrong guesses in the last hour':'')+'</div>';
  const code=encodeURIComponent(x.code);
  const act=(a,label,tone)=>'<button class="'+tone+'" data-table-action="'+a+'" data-code="'+h(x.code)+'">'+label+'</button>';
  const actions=[
    '<a class="plain" href="/tbl?c='+code+'" target="_blank" rel="noopener">Open</a>',
    x.sitting&&x.sitting.status===2?act('lock','Lock','warn'):'',
    x.sitting&&x.sitting.status===3?act('unlock','Unlock','plain'):'',
    x.sitting?act('close','Close','go'):'',
    x.passcode!==null?act('reset-passcode','Reset passcode','plain'):'',
    x.tableStatus===1?act('switch-off','Switch off','plain'):act('switch-on','Switch on','go'),
  ].join('');
  return '<article class="table" data-table="'+h(x.code)+'"><div><span class="tname">Table '+h(x.name)+'</span><span class="badge '+cls+'" data-testid="table-status">'+h(TABLE_STATUS[st]||'')+'</span></div>'
    +body+'<div class="actions">'+actions+'</div>'
    +'<div class="qr">QR code: <a href="/staff/tables/'+code+'/qr.png" download="table-'+h(x.name)+'.png">PNG</a><a href="/staff/tables/'+code+'/qr.svg" download="table-'+h(x.name)+'.svg">SVG</a></div></article>';
}
async function loadTables(){
  const r=await fetch('/staff/api/tables',{credentials:'same-origin'}); if(!r.ok) return;
  const {tables}=await r.json();
  document.getElementById('tables').innerHTML=tables.map(tableCard).join('')||'<div class="empty">No tables</div>';
}
document.addEventListener('click', async (e) => {
  const b=e.target.closest('button[data-table-action]'); if(!b) return;
  const action=b.dataset.tableAction; const code=b.dataset.code;
  b.disabled=true;
  const post=(body)=>fetch('/staff/api/tables/'+encodeURIComponent(code)+'/'+action,{method:'POST',credentials:'same-origin',headers:{'content-type':'application/x-www-form-urlencoded'},body:body||''});
  let r=await post();
  if(r.status===409){
    const j=await r.json();
    if(action==='close'&&j.error&&j.error.code==='UNPAID_LINES'&&confirm('Close with '+money(j.error.unpaidTotal||0)+' unpaid?')) r=await post('force=1');
    else toast('Could not do that: '+((j.error&&j.error.message)||''));
  }
  if(r.ok&&action==='reset-passcode'){const j=await r.json(); toast('New passcode '+j.table.passcode);}
  await loadTables();
});
`;
