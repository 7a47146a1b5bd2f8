/**
 * The staff module's door: everything other modules, the composition root and pages may use.
 */
export { staffRoute } from './console-http';
// Phone orders paid by link (issue 23 item 7).
export { staffPhoneOrderRoute } from './phone-orders-http';
// Sold out now and pause/busy JSON endpoints (issue 23 items 3, 4), and the staff pages Astro renders.
export { STAFF_AVAILABILITY_PAGES, staffAvailabilityRoute } from './availability-http';
// The staff app's venue settings (capacity per slot, cancel window; issue 23 items 5, 6).
export { staffSettingsRoute } from './settings-http';
export type { StaffLoginAnswer } from './console-http';
export { staffPageContext } from './page-context';
export type { StaffPageContext } from './page-context';
