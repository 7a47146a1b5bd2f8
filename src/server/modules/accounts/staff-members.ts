/**
 * Staff members of a venue (issue 23 item 2 "people and roles"): owners add members (name, login name,
 * PIN of 4–8 digits or a password of 8–128 characters, role owner / manager / staff), change their
 * role, disable and enable them and reset their PIN. Secrets are stored only as argon2id hashes
 * (members.ts `ARGON2_OPTIONS`). Disabling a member or resetting their PIN ends their sessions at once
 * (the sessions are revoked and every process ends their open streams, staff-sessions.ts). Every
 * change is recorded in the audit log (staff-audit.ts) in the same transaction.
 *
 * Input is validated with zod; bad input changes nothing and answers `{ ok: false, status: 400,
 * error: 'NOT_VALID', field, message }` (the staff app shows its own words for `field`).
 */
import argon2 from 'argon2';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import { ARGON2_OPTIONS } from './members';
import { staffMembers, staffSessions } from './schema';
import { recordStaffAction } from './staff-audit';
import { staffMay, type StaffPrincipal, type StaffRole } from './staff-principal';

type Deps = Pick<Services, 'db' | 'clock' | 'pubsub'>;

/** A staff member as the people page shows it (no secret); times in seconds since the epoch. */
export interface StaffMemberView {
  id: number;
  name: string;
  login: string;
  role: StaffRole;
  /** 'pin' or 'password'. */
  secretKind: 'pin' | 'password';
  disabled: boolean;
  createdAt: number;
  updatedAt: number;
}

/** A refusal of a people or audit request: HTTP status, a stable code, the field at fault, and English words. */
export interface StaffRequestError {
  ok: false;
  status: 400 | 403 | 404;
  error: 'NOT_VALID' | 'FORBIDDEN' | 'NOT_FOUND' | 'EXIST_ALREADY';
  field?: string;
  message: string;
}

const ROLES = ['owner', 'manager', 'staff'] as const;

/** A PIN: 4 to 8 digits. */
export const STAFF_PIN = /^[0-9]{4,8}$/;

const secretSchema = z.union([
  z.object({ pin: z.string().regex(STAFF_PIN, 'A PIN is 4 to 8 digits.') }).strict(),
  z.object({ password: z.string().min(8, 'A password has at least 8 characters.').max(128, 'A password has at most 128 characters.') }).strict(),
]);

const nameSchema = z.string().trim().min(1, 'Enter a name.').max(60, 'A name has at most 60 characters.');
const loginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{1,31}$/, 'A login name is 2 to 32 letters, digits, dots, dashes or underscores.');
const roleSchema = z.enum(ROLES, { message: 'The role is owner, manager or staff.' });

/** POST /staff/api/people bodies: add, or change one member (role, disabled, a new PIN or password). */
export const peopleRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('add'), name: nameSchema, login: loginSchema, role: roleSchema, pin: z.string().optional(), password: z.string().optional() }).strict(),
    z.object({ action: z.literal('role'), id: z.number().int().positive(), role: roleSchema }).strict(),
    z.object({ action: z.literal('disable'), id: z.number().int().positive() }).strict(),
    z.object({ action: z.literal('enable'), id: z.number().int().positive() }).strict(),
    z.object({ action: z.literal('reset'), id: z.number().int().positive(), pin: z.string().optional(), password: z.string().optional() }).strict(),
  ],
  { message: 'The action is add, role, disable, enable or reset.' },
);
export type PeopleRequest = z.input<typeof peopleRequestSchema>;

const notValid = (field: string, message: string): StaffRequestError => ({ ok: false, status: 400, error: 'NOT_VALID', field, message });
const forbidden = (message: string): StaffRequestError => ({ ok: false, status: 403, error: 'FORBIDDEN', message });

/** The first zod issue as a NOT_VALID refusal. */
export function zodRefusal(e: z.ZodError): StaffRequestError {
  const issue = e.issues[0];
  return notValid(issue?.path.join('.') || 'body', issue?.message ?? 'Bad input.');
}

/** The secret of an add or reset: exactly one of a PIN or a password. */
function parseSecret(body: { pin?: string; password?: string }): { ok: true; kind: 'pin' | 'password'; value: string } | StaffRequestError {
  const given = body.pin !== undefined ? { pin: body.pin } : body.password !== undefined ? { password: body.password } : {};
  if (body.pin !== undefined && body.password !== undefined) return notValid('pin', 'Give a PIN or a password, not both.');
  const p = secretSchema.safeParse(given);
  if (!p.success) {
    if (body.pin === undefined && body.password === undefined) return notValid('pin', 'Give a PIN (4 to 8 digits) or a password.');
    return notValid(body.pin !== undefined ? 'pin' : 'password', p.error.issues.find((i) => i.message !== 'Invalid input')?.message ?? p.error.issues[0]?.message ?? 'Bad input.');
  }
  return 'pin' in p.data ? { ok: true, kind: 'pin', value: p.data.pin } : { ok: true, kind: 'password', value: p.data.password };
}

const view = (r: typeof staffMembers.$inferSelect): StaffMemberView => ({
  id: r.id,
  name: r.name,
  login: r.loginName,
  role: (ROLES as readonly string[]).includes(r.role) ? (r.role as StaffRole) : 'staff',
  secretKind: r.secretKind === 'password' ? 'password' : 'pin',
  disabled: r.disabled !== 0,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The venue's staff members, by name. Owners only (FORBIDDEN otherwise). */
export async function listStaffMembers(deps: Pick<Services, 'db'>, staff: StaffPrincipal): Promise<{ ok: true; members: StaffMemberView[] } | StaffRequestError> {
  if (!staffMay(staff, 'owner')) return forbidden('Only an owner may see and change people.');
  const rows = await deps.db.select().from(staffMembers).where(eq(staffMembers.venueId, staff.venueId)).orderBy(asc(staffMembers.name), asc(staffMembers.id));
  return { ok: true, members: rows.map(view) };
}

/**
 * Runs one people request (`peopleRequestSchema`) as `staff` (owners only): add a member, change a
 * role, disable or enable, reset the PIN or password. Disable and reset revoke the member's live
 * sessions and end their open streams in every process. Each change writes its audit line
 * ('people.add', 'people.role', 'people.disable', 'people.enable', 'people.reset') in its transaction.
 * @returns the member as it now is, or a refusal: 400 NOT_VALID {field} (bad input; a duplicate login
 *   name is field 'login'), 403 FORBIDDEN (not an owner; an owner disabling or demoting themself),
 *   404 NOT_FOUND (no such member at the venue).
 */
export async function changeStaffMembers(deps: Deps, staff: StaffPrincipal, body: unknown): Promise<{ ok: true; member: StaffMemberView } | StaffRequestError> {
  if (!staffMay(staff, 'owner')) return forbidden('Only an owner may see and change people.');
  const parsed = peopleRequestSchema.safeParse(body);
  if (!parsed.success) return zodRefusal(parsed.error);
  const req = parsed.data;
  const now = nowSeconds(deps.clock);
  if (req.action === 'add') {
    const secret = parseSecret(req);
    if (!secret.ok) return secret;
    const secretHash = await argon2.hash(secret.value, ARGON2_OPTIONS);
    const row = await deps.db.transaction(async (tx) => {
      const [r] = await tx
        .insert(staffMembers)
        .values({ venueId: staff.venueId, name: req.name, loginName: req.login, secretHash, secretKind: secret.kind, role: req.role, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!r) return null;
      await recordStaffAction(tx, deps.clock, staff, { action: 'people.add', details: { memberId: r.id, name: r.name, login: r.loginName, role: r.role } });
      return r;
    });
    return row ? { ok: true, member: view(row) } : notValid('login', 'That login name is taken at this venue.');
  }
  if ((req.action === 'disable' || req.action === 'role') && staff.memberId === req.id && (req.action === 'disable' || req.role !== 'owner')) {
    return forbidden('An owner cannot disable or demote themself; ask another owner.');
  }
  let set: Partial<typeof staffMembers.$inferInsert>;
  let details: Record<string, unknown> = {};
  if (req.action === 'role') {
    set = { role: req.role };
    details = { role: req.role };
  } else if (req.action === 'disable' || req.action === 'enable') set = { disabled: req.action === 'disable' ? 1 : 0 };
  else {
    const secret = parseSecret(req);
    if (!secret.ok) return secret;
    set = { secretHash: await argon2.hash(secret.value, ARGON2_OPTIONS), secretKind: secret.kind };
    details = { kind: secret.kind };
  }
  const endsSessions = req.action === 'disable' || req.action === 'reset';
  const result = await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .update(staffMembers)
      .set({ ...set, updatedAt: now })
      .where(and(eq(staffMembers.id, req.id), eq(staffMembers.venueId, staff.venueId)))
      .returning();
    if (!r) return null;
    const revoked = endsSessions ? await revokeMemberSessionRows(tx, r.id, now) : [];
    await recordStaffAction(tx, deps.clock, staff, { action: `people.${req.action}`, details: { memberId: r.id, name: r.name, ...details } });
    return { r, revoked };
  });
  if (!result) return { ok: false, status: 404, error: 'NOT_FOUND', field: 'id', message: 'No such member at this venue.' };
  for (const sessionId of result.revoked) deps.pubsub.publish('staffSessionRevoked', { sessionId });
  return { ok: true, member: view(result.r) };
}

/** Marks the member's live sessions revoked; @returns their ids (to tell every process after commit). */
async function revokeMemberSessionRows(tx: Services['db'], memberId: number, now: number): Promise<number[]> {
  const rows = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.memberId, memberId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.map((r) => r.id);
}

/**
 * Checks a member's sign-in at the venue `venueId`: the login name (any case) and the PIN or password.
 * @returns the member's id, name and role, or null for an unknown or disabled member or a wrong secret
 *   (a missing member costs the same argon2 work as a wrong secret).
 */
export async function verifyStaffMemberSecret(
  deps: Pick<Services, 'db'>,
  venueId: number,
  login: string,
  secret: string,
): Promise<{ memberId: number; memberName: string; role: StaffRole } | null> {
  const [row] = await deps.db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.venueId, venueId), eq(staffMembers.loginName, login.trim().toLowerCase())))
    .limit(1);
  const good = await argon2.verify(row?.secretHash ?? (await dummyHash()), secret).catch(() => false);
  if (!row || !good || row.disabled !== 0) return null;
  const v = view(row);
  return { memberId: v.id, memberName: v.name, role: v.role };
}

let dummy: Promise<string> | undefined;
/** One argon2id hash to verify against when no member matches (same work as a real check). */
const dummyHash = () => (dummy ??= argon2.hash('no-such-member', ARGON2_OPTIONS));
