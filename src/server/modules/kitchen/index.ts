/**
 * The kitchen module's door (issue 25 items 1, 2, 3): the kitchen display's and the table phones' routes,
 * the hook handlers that make tickets from paid orders and table rounds, and printed tickets (the Star
 * CloudPRNT route, the print queue's retry loop). Its tables (kitchen_tickets, kitchen_fires,
 * kitchen_printers, print_jobs) are its own.
 */
import type { ModuleHooks } from '../../platform/hooks';
import type { Services } from '../../services';
import { makeOrderTickets, makeRoundTickets } from './tickets';

export { cloudPrntRoute, staffKitchenRoute, tableCoursesRoute } from './kitchen-http';
export { startPrintQueue } from './printing';
export type { PrinterView } from './printing';
export { bumpTicket, fireCourse, listKitchenTickets, recallTicket, tableCourses } from './tickets';
export type { KitchenTicketView, TableCourseView } from './tickets';

/** Puts the kitchen's handlers on the app's hooks: `orderPaid` → the order's tickets; `roundSent` → the round's. */
export function registerKitchenHooks(hooks: ModuleHooks<Services>): void {
  hooks.on('orderPaid', makeOrderTickets);
  hooks.roundSent.add(makeRoundTickets);
}
