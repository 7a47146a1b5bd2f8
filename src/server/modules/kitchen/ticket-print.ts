/**
 * A kitchen ticket on paper (issue 25 item 3): the stored ticket (`KitchenTicketView`, the same model the
 * kitchen display renders) laid out for an 80 mm receipt in the venue's language — the diner's note in
 * capitals at the top, 'REPRINT' on a staff reprint — and encoded to printer bytes with
 * `@point-of-sale/receipt-printer-encoder` (ESC/POS or StarPRNT).
 *
 * CJK text: the encoder's code pages are single-byte, so runs of Chinese (and other CJK) characters are
 * sent as GB18030 bytes (iconv-lite) inside the ESC/POS Chinese character mode (FS & … FS .), the
 * resident font of Chinese-market ESC/POS printers. StarPRNT gets the same GB18030 bytes without a mode
 * switch (the printer's memory switch decides); see the README's printing section.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import iconv from 'iconv-lite';
import type { TicketLine } from '../../../domain/kitchen';
import type { Locale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import type { KitchenTicketView } from './ticket-view';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** A ticket laid out for paper, every word in the venue's language. */
export interface PrintedTicket {
  /** 'REPRINT' (venue's language) on a staff reprint; '' on the first print. */
  reprint: string;
  /** The diner's note in capitals with its label ('NOTE: NO PEANUTS'); '' when none. */
  alert: string;
  station: string;
  /** 'Table A1 · Round 2' or 'Order A012'. */
  heading: string;
  /** The course's name; '' when none. */
  course: string;
  /** 'Ready by 12:15' in the venue's time zone. */
  readyBy: string;
  lines: TicketLine[];
  /** '#41 · 12:03' (ticket id, when printed). */
  footer: string;
}

/** Options of `printedTicket`: the venue's language and time zone, a reprint's mark, the print time (ms). */
export interface PrintOptions {
  locale: Locale;
  timeZone: string;
  reprint: boolean;
  nowMs: number;
}

/** Lays ticket `t` out for paper (pure but for the messages). Spec: issue 25 item 3. */
export function printedTicket(t: KitchenTicketView, o: PrintOptions): PrintedTicket {
  const i18n = i18nFor(o.locale);
  const tr = (key: string, params?: Record<string, unknown>) => i18n.t(`staff.kitchen.${key}`, params ?? {});
  const time = (ms: number) => dayjs(ms).tz(o.timeZone).format('HH:mm');
  const heading = t.source === 'table' ? `${tr('table', { name: t.label })} · ${tr('round', { n: t.round })}` : tr('order', { number: t.label });
  const note = t.note.trim();
  return {
    reprint: o.reprint ? tr('print.reprint') : '',
    alert: note ? `${tr('print.note')}: ${note.toUpperCase()}` : '',
    station: t.stationName,
    heading,
    course: t.courseName,
    readyBy: tr('print.readyBy', { time: time(t.readyBy) }),
    lines: t.lines,
    footer: `#${t.id} · ${time(o.nowMs)}`,
  };
}

/** Printer command languages Platter sends: ESC/POS (LAN printers, Epson and clones) and StarPRNT (CloudPRNT). */
export type PrinterLanguage = 'esc-pos' | 'star-prnt';

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]+/u;
const FS_CHINESE_ON = [0x1c, 0x26];
const FS_CHINESE_OFF = [0x1c, 0x2e];

/** Writes `text` (no newline): Latin runs through the encoder's code pages, CJK runs as GB18030 bytes. */
function writeText(e: ReceiptPrinterEncoder, text: string, language: PrinterLanguage): void {
  let rest = text;
  while (rest) {
    const m = CJK.exec(rest);
    if (!m) {
      e.text(rest);
      return;
    }
    if (m.index > 0) e.text(rest.slice(0, m.index));
    const bytes = [...iconv.encode(m[0], 'gb18030')];
    e.raw(language === 'esc-pos' ? [...FS_CHINESE_ON, ...bytes, ...FS_CHINESE_OFF] : bytes);
    rest = rest.slice(m.index + m[0].length);
  }
}

/**
 * The bytes of printed ticket `p` for a printer speaking `language` with `columns` characters a line
 * (48 on 80 mm paper, font A): initialise, the lines, feed and a partial cut (ESC/POS `GS V`, StarPRNT
 * `ESC d`). Spec: issue 25 item 3.
 */
export function ticketBytes(p: PrintedTicket, language: PrinterLanguage, columns = 48): Uint8Array {
  const e = new ReceiptPrinterEncoder({ language, columns, feedBeforeCut: 4 });
  e.initialize().codepage('auto');
  const line = (text: string) => {
    writeText(e, text, language);
    e.newline();
  };
  if (p.reprint) {
    e.align('center').invert(true).bold(true).size(2, 2);
    line(` ${p.reprint} `);
    e.size(1, 1).bold(false).invert(false).align('left');
  }
  if (p.alert) {
    e.bold(true).size(1, 2);
    line(`*** ${p.alert} ***`);
    e.size(1, 1).bold(false);
    e.rule({ style: 'double' });
  }
  e.bold(true).size(2, 2);
  line(p.station);
  e.size(1, 1);
  line(p.heading);
  e.bold(false);
  if (p.course) line(p.course);
  line(p.readyBy);
  e.rule();
  for (const l of p.lines) {
    e.bold(true).size(1, 2);
    line(`${l.count} x ${l.name}`);
    e.size(1, 1).bold(false);
    for (const m of l.modifiers) line(`   + ${m}`);
    if (l.note) line(`   > ${l.note}`);
  }
  e.rule();
  line(p.footer);
  e.cut('partial');
  return e.encode();
}
