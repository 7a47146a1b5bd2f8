/**
 * A kitchen ticket → printer bytes (issue 25 item 3): the ESC/POS bytes carry the initialise, the text,
 * the diner's note in capitals first, Chinese as GB18030 inside FS & … FS ., and end with the cut
 * (GS V); a reprint is marked; StarPRNT cuts with ESC d.
 */
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { printedTicket, ticketBytes } from './ticket-print';
import type { KitchenTicketView } from './ticket-view';

const NOW = Date.UTC(2025, 5, 11, 2, 0, 0); // 12:00 in Sydney
const ticket: KitchenTicketView = {
  id: 41,
  source: 'table',
  tradeid: 't1',
  label: 'A1',
  categoryType: 2,
  round: 2,
  station: 'dim-sum',
  stationName: 'Dim sum',
  course: 1,
  courseName: 'Entrée',
  lines: [{ name: 'Prawn dumplings (har gow)', count: 2, modifiers: ['Extra chilli'], note: '少辣 less chilli' }],
  note: 'peanut allergy',
  readyBy: NOW + 15 * 60_000,
  createdAt: NOW,
  firedAt: NOW,
  bumpedAt: null,
};

const hex = (b: Uint8Array | number[]) => Buffer.from(b).toString('hex');
const includes = (hay: Uint8Array, needle: Uint8Array | number[]) => hex(hay).includes(hex(needle));
const ascii = (s: string) => Buffer.from(s, 'latin1');

describe('kitchen ticket bytes', () => {
  it('lays the ticket out in the venue language, the note in capitals first', () => {
    const p = printedTicket(ticket, { locale: 'en', timeZone: 'Australia/Sydney', reprint: false, nowMs: NOW });
    expect(p).toMatchObject({ reprint: '', alert: 'NOTE: PEANUT ALLERGY', station: 'Dim sum', heading: 'Table A1 · Round 2', course: 'Entrée', readyBy: 'Ready by 12:15', footer: '#41 · 12:00' });
    const zh = printedTicket(ticket, { locale: 'zh-CN', timeZone: 'Australia/Sydney', reprint: true, nowMs: NOW });
    expect(zh.reprint).toBe('重印');
    expect(zh.readyBy).toBe('12:15 前出餐');
  });

  it('encodes ESC/POS: initialise, text, GB18030 Chinese in the Chinese mode, the cut last', () => {
    const bytes = ticketBytes(printedTicket(ticket, { locale: 'en', timeZone: 'Australia/Sydney', reprint: false, nowMs: NOW }), 'esc-pos');
    expect(hex(bytes.slice(0, 2))).toBe('1b40'); // ESC @
    expect(includes(bytes, ascii('*** NOTE: PEANUT ALLERGY ***'))).toBe(true);
    expect(includes(bytes, ascii('2 x Prawn dumplings (har gow)'))).toBe(true);
    expect(includes(bytes, ascii('Table A1'))).toBe(true);
    // The note comes before the station and the lines.
    expect(hex(bytes).indexOf(hex(ascii('PEANUT')))).toBeLessThan(hex(bytes).indexOf(hex(ascii('Dim sum'))));
    const chinese = [0x1c, 0x26, ...iconv.encode('少辣', 'gb18030'), 0x1c, 0x2e];
    expect(hex(chinese)).toBe('1c26c9d9c0b11c2e');
    expect(includes(bytes, chinese)).toBe(true);
    expect(includes(bytes, ascii('REPRINT'))).toBe(false);
    // GS V (cut) is the last command.
    const cut = hex(bytes).lastIndexOf('1d56');
    expect(cut).toBeGreaterThan(0);
    expect(hex(bytes).length - cut).toBeLessThanOrEqual(12);
  });

  it('marks a reprint and encodes StarPRNT with its own cut', () => {
    const p = printedTicket(ticket, { locale: 'en', timeZone: 'Australia/Sydney', reprint: true, nowMs: NOW });
    const esc = ticketBytes(p, 'esc-pos');
    expect(includes(esc, ascii(' REPRINT '))).toBe(true);
    expect(hex(esc).indexOf(hex(ascii('REPRINT')))).toBeLessThan(hex(esc).indexOf(hex(ascii('PEANUT'))));
    const star = ticketBytes(p, 'star-prnt');
    expect(includes(star, ascii('REPRINT'))).toBe(true);
    expect(includes(star, [0x1b, 0x64])).toBe(true); // ESC d: feed and cut
    expect(includes(star, iconv.encode('少辣', 'gb18030'))).toBe(true);
  });
});
