/**
 * The print view (issue 25 item 3): the embedded default printer — a kitchen ticket as an 80 mm HTML page
 * the browser prints (`@media print`, `@page { size: 80mm auto }`), in the venue's language, the diner's
 * note in capitals at the top, 'REPRINT' when asked (`?reprint=1`).
 */
import { randomBytes } from 'node:crypto';
import { htmlLang, type Locale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import { esc } from '../../platform/http';
import type { PrintedTicket } from './ticket-print';

/** The page's HTML and its Content-Security-Policy (one nonce'd script: the Print button). */
export function printViewHtml(p: PrintedTicket, ticketId: number, locale: Locale): { html: string; csp: string } {
  const t = (key: string, params?: Record<string, unknown>) => i18nFor(locale).t(`staff.kitchen.print.${key}`, params ?? {});
  const nonce = randomBytes(12).toString('base64');
  const lines = p.lines
    .map(
      (l) =>
        `<li><b>${esc(l.count)} × ${esc(l.name)}</b>${l.modifiers.map((m) => `<div class="mod">+ ${esc(m)}</div>`).join('')}${l.note ? `<div class="mod">› ${esc(l.note)}</div>` : ''}</li>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${esc(htmlLang(locale))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t('title', { id: ticketId }))}</title>
<style>
  @page { size: 80mm auto; margin: 0 }
  html { background: #ddd }
  body { margin: 0; font: 14px/1.35 ui-monospace, "Noto Sans Mono CJK SC", "Noto Sans CJK SC", monospace; color: #000 }
  .ticket { box-sizing: border-box; width: 80mm; margin: 12px auto; padding: 4mm 3mm; background: #fff }
  .reprint { text-align: center; font-size: 22px; font-weight: 800; background: #000; color: #fff; padding: 2px 0; margin-bottom: 6px }
  .alert { font-size: 17px; font-weight: 800; border: 2px solid #000; padding: 4px; margin-bottom: 6px }
  h1 { font-size: 24px; margin: 0 }
  .meta { margin: 2px 0 }
  ul { list-style: none; padding: 0; margin: 6px 0; border-block: 1px dashed #000 }
  li { padding: 4px 0; font-size: 16px }
  .mod { font-size: 14px; padding-left: 1.5em }
  .foot { font-size: 12px }
  .bar { text-align: center; margin: 12px }
  .bar button { font: inherit; font-size: 16px; min-height: 44px; padding: 0 24px }
  @media print { html { background: none } .ticket { margin: 0; width: 80mm } .bar { display: none } }
</style></head>
<body><main class="ticket" data-testid="print-ticket">
${p.reprint ? `<div class="reprint">${esc(p.reprint)}</div>` : ''}${p.alert ? `<div class="alert" role="note">${esc(p.alert)}</div>` : ''}<h1>${esc(p.station)}</h1>
<p class="meta"><b>${esc(p.heading)}</b></p>${p.course ? `<p class="meta">${esc(p.course)}</p>` : ''}<p class="meta">${esc(p.readyBy)}</p>
<ul>${lines}</ul>
<p class="foot">${esc(p.footer)}</p>
</main>
<div class="bar"><button type="button" id="print">${esc(t('printNow'))}</button></div>
<script nonce="${nonce}">document.getElementById('print').addEventListener('click', function () { window.print(); });</script>
</body></html>`;
  const csp = `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`;
  return { html, csp };
}
