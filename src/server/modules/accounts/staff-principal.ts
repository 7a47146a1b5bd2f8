/**
 * Who a staff request is (issue 16 item 4 sessions; issue 23 item 2 people and roles): the venue, the
 * console session, and the staff member with their role. Kept apart from staff-auth.ts so the members
 * and audit files can use it without an import circle.
 */

/** A staff member signed in to the console for one venue. */
export interface StaffPrincipal {
  venueId: number;
  venueCode: string;
  /** The console session (`staff_sessions.id`) of a cookie sign-in; absent for HTTP Basic. */
  sessionId?: number;
  /** Cookie sign-ins: when the session ends (seconds since the epoch). */
  expiresAt?: number;
  /** The staff member signed in (issue 23 people and roles); absent for the bootstrap owner credential. */
  memberId?: number;
  /** The member's name; absent for the bootstrap owner credential (shown as 'Owner'). */
  memberName?: string;
  /** What the principal may do (issue 23 item 2); absent means the bootstrap owner ('owner'). */
  role?: StaffRole;
}

/** Staff roles (issue 23 item 2): owners manage people; managers refund, change settings and capacity; staff move orders and mark sold out. */
export type StaffRole = 'owner' | 'manager' | 'staff';

/** The principal's role ('owner' for the bootstrap credential). */
export const staffRole = (staff: StaffPrincipal): StaffRole => staff.role ?? 'owner';

/** Whether `staff` has at least `needed`: owner ⊇ manager ⊇ staff. */
export const staffMay = (staff: StaffPrincipal, needed: StaffRole): boolean => {
  const rank: Record<StaffRole, number> = { staff: 1, manager: 2, owner: 3 };
  return rank[staffRole(staff)] >= rank[needed];
};

