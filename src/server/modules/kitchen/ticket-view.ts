/**
 * A kitchen ticket's view (issue 25 items 1, 3): what the screens, the print view and the printers read.
 */
import type { TicketLine } from '../../../domain/kitchen';
import { kitchenTickets, TICKET_SOURCE } from './schema';

type Row = typeof kitchenTickets.$inferSelect;

/**
 * A ticket as the screens and a printer read it: the stored draft with where it came from and its state.
 * `label` is the order number ('A012') or the table's name; the screen words 'Table {label}' in its own
 * language. Instants in milliseconds since the epoch.
 */
export interface KitchenTicketView {
  id: number;
  source: 'order' | 'table';
  tradeid: string;
  label: string;
  categoryType: number;
  round: number;
  station: string;
  stationName: string;
  course: number;
  courseName: string;
  lines: TicketLine[];
  note: string;
  readyBy: number;
  createdAt: number;
  firedAt: number | null;
  bumpedAt: number | null;
}

/** A stored ticket row as its view (screens, printers). */
export const ticketView = (r: Row): KitchenTicketView => ({
  id: r.id,
  source: r.source === TICKET_SOURCE.table ? 'table' : 'order',
  tradeid: r.tradeid,
  label: r.label,
  categoryType: r.categoryType,
  round: r.round,
  station: r.station,
  stationName: r.stationName,
  course: r.course,
  courseName: r.courseName,
  lines: r.lines,
  note: r.note,
  readyBy: r.readyBy,
  createdAt: r.createdAt,
  firedAt: r.firedAt,
  bumpedAt: r.bumpedAt,
});

