/**
 * People and the audit log over JSON, behind the staff session (issue 23 item 2):
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET  /staff/api/people | owner | `{ members: StaffMemberView[], me: { memberId, role } }` |
 * | POST /staff/api/people | owner | body `{action:'add', name, login, role, pin \| password}`, `{action:'role', id, role}`, `{action:'disable' \| 'enable', id}`, `{action:'reset', id, pin \| password}` → `{ member }` |
 * | GET  /staff/api/audit?action=&member=&tradeid=&from=&to=&limit= | owner, manager | `{ lines: StaffAuditLine[] }` newest first (`from`/`to` seconds since the epoch; `action` a prefix such as 'order') |
 *
 * Refusals: 403 `{error:'FORBIDDEN', message}` for a role that may not; 400 `{error:'NOT_VALID', field,
 * message}` for bad input (nothing changed); 404 `{error:'NOT_FOUND', …}` for an unknown member.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Services } from '../../services';
import { changeStaffMembers, listStaffActions, listStaffMembers, staffMay, staffRole, type StaffPrincipal } from '../accounts';
import { readBody, sendJson } from '../../platform/http';

const int = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,12}$/, 'A whole number is expected.')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** The audit log's query string. */
const auditQuerySchema = z
  .object({
    action: z
      .string()
      .regex(/^[a-zA-Z.-]{1,40}$/, 'An action is a dotted name such as order.refund.')
      .optional(),
    member: int(2 ** 31 - 1).optional(),
    tradeid: z.string().trim().min(1).max(64).optional(),
    from: int(1e11).optional(),
    to: int(1e11).optional(),
    limit: int(1000).optional(),
  })
  .strict();

const forbidden = (res: ServerResponse, message: string) => sendJson(res, 403, { error: 'FORBIDDEN', message });

/**
 * Answers the people and audit routes for a signed-in `staff`; @returns false for any other path.
 * Spec: issue 23 item 2 (people and roles, the audit log).
 */
export async function peopleRoutes(req: IncomingMessage, res: ServerResponse, url: URL, services: Services, staff: StaffPrincipal): Promise<boolean> {
  if (url.pathname === '/staff/api/people') {
    if (req.method === 'GET') {
      const r = await listStaffMembers(services, staff);
      if (!r.ok) sendJson(res, r.status, { error: r.error, message: r.message });
      else sendJson(res, 200, { members: r.members, me: { memberId: staff.memberId ?? null, role: staffRole(staff) } });
      return true;
    }
    if (req.method === 'POST') {
      if (!staffMay(staff, 'owner')) {
        forbidden(res, 'Only an owner may see and change people.');
        return true;
      }
      const raw = await readBody(req, 10_000);
      let body: unknown;
      try {
        body = JSON.parse(raw ? raw.toString('utf8') : '');
      } catch {
        sendJson(res, 400, { error: 'NOT_VALID', field: 'body', message: 'The body is not JSON.' });
        return true;
      }
      const r = await changeStaffMembers(services, staff, body);
      if (!r.ok) sendJson(res, r.status, { error: r.error, field: r.field, message: r.message });
      else sendJson(res, 200, { member: r.member });
      return true;
    }
    sendJson(res, 405, { error: 'method not allowed' });
    return true;
  }
  if (url.pathname === '/staff/api/audit' && req.method === 'GET') {
    if (!staffMay(staff, 'manager')) {
      forbidden(res, 'Only an owner or a manager may read the audit log.');
      return true;
    }
    const query = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ''));
    const q = auditQuerySchema.safeParse(query);
    if (!q.success) {
      const issue = q.error.issues[0];
      sendJson(res, 400, { error: 'NOT_VALID', field: issue?.path.join('.') || 'query', message: issue?.message ?? 'Bad query.' });
      return true;
    }
    const { member, ...rest } = q.data;
    sendJson(res, 200, { lines: await listStaffActions(services.db, staff.venueId, { ...rest, memberId: member }) });
    return true;
  }
  return false;
}
