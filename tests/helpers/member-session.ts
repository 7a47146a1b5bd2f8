/**
 * A registered member written straight to the database and signed in, for end-to-end tests that start
 * from a member: the user row, a user session's bearer token, and the session JSON the storefront keeps in
 * localStorage ('platter:session'; install it with `memberKit().withSession`).
 */
import { randomUUID } from 'node:crypto';
import * as s from './schema';
import { issueSession } from '../../src/server/modules/accounts/sessions';
import type { Db } from '../../src/server/platform/db/client';

/** The member's name and contact (phone in E.164). */
export interface SeededPerson {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
}

/** Writes the member and issues a user session now; answers `{ user, token, session }`. */
export async function seedSignedInMember(db: Db, person: SeededPerson) {
  const [user] = await db.insert(s.users).values({ uid: randomUUID(), type: s.USER_TYPE.member, platform: 1, ...person, passwordHash: 'not-used' }).returning();
  const issued = await issueSession(db, Math.floor(Date.now() / 1000), { kind: s.SESSION_KIND.user, userId: user.id });
  const { firstname, lastname, phone, email } = person;
  const session = JSON.stringify({ token: issued.token, expiredAt: issued.expired_at, user: { id: user.id, type: 1, firstname, lastname, phone, email }, extra: '{}' });
  return { user, token: issued.token, session };
}
