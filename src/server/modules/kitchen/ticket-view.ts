/**
 * A kitchen ticket's view (issue 25 items 1, 3): what the screens, the print view and the printers read.
 */
import type { KitchenTicketView } from '../../../domain/kitchen';
import { kitchenTickets, TICKET_SOURCE } from './schema';

export type { KitchenTicketView };

type Row = typeof kitchenTickets.$inferSelect;

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

