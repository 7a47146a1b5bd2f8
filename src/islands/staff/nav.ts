/**
 * The staff app's navigation (issue 23 item 1): one entry per page, in order. Add a page here and it
 * shows in every staff page's nav. `label` is a key under the `staff.nav` messages; `minRole` hides
 * the entry from lower roles (owner ⊇ manager ⊇ staff; the server enforces the same).
 */
export type StaffRoleName = 'owner' | 'manager' | 'staff';

export interface StaffNavEntry {
  href: string;
  /** Key under `staff.nav` in the locale files. */
  label: string;
  minRole?: StaffRoleName;
}

export const STAFF_NAV: readonly StaffNavEntry[] = [
  { href: '/staff', label: 'orders' },
  { href: '/staff/tables', label: 'tables' },
  { href: '/staff/kitchen', label: 'kitchen' },
  { href: '/staff/customers', label: 'customers', minRole: 'manager' },
  { href: '/staff/vouchers', label: 'vouchers', minRole: 'manager' },
  { href: '/staff/scan-member', label: 'scanMember', minRole: 'manager' },
  { href: '/staff/menu', label: 'menu' },
  { href: '/staff/service', label: 'service' },
  { href: '/staff/phone-order', label: 'phoneOrder' },
  { href: '/staff/settings', label: 'settings', minRole: 'manager' },
  { href: '/staff/people', label: 'people', minRole: 'owner' },
  { href: '/staff/audit', label: 'audit', minRole: 'manager' },
];

const RANK: Record<StaffRoleName, number> = { staff: 0, manager: 1, owner: 2 };

/** Whether `role` may do what needs `needed` (owner ⊇ manager ⊇ staff). */
export function roleAtLeast(role: StaffRoleName, needed: StaffRoleName): boolean {
  return RANK[role] >= RANK[needed];
}

/** The nav entries `role` sees, with the current one marked (`path`: the page's pathname). */
export function buildStaffNav(role: StaffRoleName, path: string): (StaffNavEntry & { current: boolean })[] {
  const clean = path.replace(/\/+$/, '') || '/';
  return STAFF_NAV.filter((e) => !e.minRole || roleAtLeast(role, e.minRole)).map((e) => ({ ...e, current: e.href === clean }));
}
