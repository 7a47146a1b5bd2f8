/**
 * The kitchen display's view model (issue 25 item 1): which tickets a screen shows (one station, all
 * stations, or the expo's whole orders), in the order they must be ready, with their age colours. Pure.
 */
import { sortTickets, ticketAge, type KitchenTicketView } from '../../../domain/kitchen';

/** A ticket as GET /staff/api/kitchen answers it (the domain's `KitchenTicketView`). */
export type KdsTicket = KitchenTicketView;

/** A printer as GET /staff/api/kitchen answers it (modules/kitchen/printing.ts `PrinterView`). */
export interface KdsPrinter {
  code: string;
  kind: 'escpos-tcp' | 'cloudprnt' | 'view';
  stations: string[];
  state: 'online' | 'offline' | 'unknown' | 'view';
  offlineSince: number | null;
  lastError: string;
  waiting: number;
}

/** Whether station `station` has a printer that can reprint (not only the print view). */
export function canReprint(printers: readonly KdsPrinter[], station: string): boolean {
  return printers.some((p) => p.kind !== 'view' && p.stations.includes(station));
}

export interface KdsData {
  now: number;
  /** The venue's printers (issue 25 item 3). */
  printers: KdsPrinter[];
  stations: { code: string; name: string }[];
  ages: { amberMinutes: number; redMinutes: number };
  tickets: KdsTicket[];
}

/** The screen's choice: one station's code, '' for every station, or 'expo'. */
export type KdsScreen = string;

/** Open tickets of a screen (fired, not bumped), in the order they must be ready. */
export function openTickets(data: KdsData, screen: KdsScreen): KdsTicket[] {
  return sortTickets(data.tickets.filter((t) => t.firedAt !== null && t.bumpedAt === null && (!screen || screen === 'expo' || t.station === screen)));
}

/** Bumped tickets of a screen, the latest first (for recall). */
export function bumpedTickets(data: KdsData, screen: KdsScreen, limit = 8): KdsTicket[] {
  return data.tickets
    .filter((t) => t.bumpedAt !== null && (!screen || screen === 'expo' || t.station === screen))
    .sort((a, b) => (b.bumpedAt ?? 0) - (a.bumpedAt ?? 0))
    .slice(0, limit);
}

/** A ticket's state in the expo view. */
export type ExpoState = 'held' | 'cooking' | 'done';

/** The expo's whole orders: every trade id with an open or held part, its parts by course then station. */
export function expoOrders(data: KdsData): { tradeid: string; label: string; source: 'order' | 'table'; readyBy: number; parts: (KdsTicket & { state: ExpoState })[] }[] {
  const byOrder = new Map<string, KdsTicket[]>();
  for (const t of data.tickets) byOrder.set(t.tradeid, [...(byOrder.get(t.tradeid) ?? []), t]);
  const out = [...byOrder.entries()]
    .filter(([, ts]) => ts.some((t) => t.bumpedAt === null))
    .map(([tradeid, ts]) => ({
      tradeid,
      label: ts[0].label,
      source: ts[0].source,
      readyBy: Math.min(...ts.filter((t) => t.firedAt !== null).map((t) => t.readyBy), Number.MAX_SAFE_INTEGER),
      parts: [...ts].sort((a, b) => a.course - b.course || a.round - b.round || a.station.localeCompare(b.station)).map((t) => ({ ...t, state: (t.firedAt === null ? 'held' : t.bumpedAt === null ? 'cooking' : 'done') as ExpoState })),
    }));
  return out.sort((a, b) => a.readyBy - b.readyBy);
}

/** Held courses of an order (each once), lowest first: what staff may fire from the expo. */
export function heldCourses(parts: readonly { course: number; courseName: string; state: ExpoState }[]): { course: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of parts) if (p.state === 'held' && !seen.has(p.course)) seen.set(p.course, p.courseName);
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([course, name]) => ({ course, name }));
}

/** A ticket's age in whole minutes since it fired, and its colour. */
export function ageOf(t: KdsTicket, nowMs: number, ages: KdsData['ages']): { minutes: number; tone: 'fresh' | 'amber' | 'red' } {
  const fired = t.firedAt ?? nowMs;
  return { minutes: Math.max(0, Math.floor((nowMs - fired) / 60_000)), tone: ticketAge(nowMs, fired, ages) };
}
