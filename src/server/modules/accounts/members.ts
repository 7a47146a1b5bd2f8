/**
 * Member accounts (accounts-and-loyalty.md §2.3–2.8, §2.15, §4, §5, §7, §8): registration and password
 * reset confirmed by an SMS code, login by mobile and password, logout, profile, e-mail change with a
 * code, password change, token refresh and account deletion.
 *
 * Phones are validated with the domain's `validateMobile` (libphonenumber-js; §5 input rules) and stored
 * in E.164. Passwords are hashed with argon2id (OWASP: 19 MiB, 2 passes, 1 lane); at least 8 characters
 * (NIST SP 800-63B §5.1.1.2), at most 128.
 */
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY, toE164, validateMobile } from '../../../domain/phone';
import { validateEmail } from '../../../domain/validation';
import { err, ok, type Result } from '../../../domain/result';
import { nowSeconds } from '../../platform/clock';
import { limitAttempt, memberLoginLimits } from '../../platform/request-limits';
import type { Services } from '../../services';
import { eraseEmailsTo } from '../../providers/email';
import { eraseSmsTo } from '../../providers/sms';
import * as s from './schema';
import type { UserView } from '../../../domain/contract';
import { issueSession, revokeSession, revokeUserSessions, rotateSession, type IssuedSession, type Viewer } from './sessions';
import { checkSmsCode, reserveCodeLookup, sendSmsCode } from './sms-codes';
import { GUEST_PLATFORM, registerGuest, type RegisterInput } from './guest';
import { runAccountErasure, runMemberRegistered } from './erasure';
import { spendLoginCode } from './login-codes';
import { findVenueWithBrand } from '../catalog';

/** OWASP Password Storage Cheat Sheet argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** userRegisterSubmit's platform code for a mobile member (1, or omitted). */
export const MEMBER_PLATFORM = 1;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

type Deps = Pick<Services, 'db' | 'clock' | 'providers' | 'logger' | 'pubsub' | 'hooks'>;
/** userRegisterSubmit's arguments (§7), plus `token`: the social provider's token for social platforms. */
type SubmitInput = RegisterInput & { password?: string | null; code?: string | null; token?: string | null };
type UserRow = typeof s.users.$inferSelect;

/** The user as the contract shows it; shipping and paycards are filled by field resolvers from `id`. */
export type { UserView };

/** The login answer (§7 userLogin): {authorization, extra, type, info}. */
export interface LoginView {
  authorization: IssuedSession;
  extra: string;
  type: number;
  info: UserView;
}

/** The contract's view of a user row. */
export function userView(u: UserRow): UserView {
  return {
    id: u.id,
    uid: u.uid,
    username: u.username,
    type: u.type,
    avatar: u.avatar,
    birthday: u.birthday,
    email: u.email,
    gender: u.gender,
    firstname: u.firstname,
    lastname: u.lastname,
    phone: u.phone,
    country: u.country.toUpperCase(),
    timezone: '',
    extra: JSON.stringify(u.extra ?? {}),
  };
}

async function login(deps: Deps, user: UserRow, kind: 1 | 2 = s.SESSION_KIND.user): Promise<LoginView> {
  const authorization = await issueSession(deps.db, nowSeconds(deps.clock), { kind, userId: user.id });
  return { authorization, extra: JSON.stringify(user.extra ?? {}), type: user.type, info: userView(user) };
}

/** A mobile in E.164 for (account, country), or NOT_VALID {field: 'account'} (§8 'not valid'). */
export function phoneOf(account: string | null | undefined, country: string | null | undefined): Result<{ phone: string; country: string }> {
  const mobile = validateMobile(String(account ?? ''), (country || DEFAULT_COUNTRY).toUpperCase());
  if (!mobile.ok) return err('NOT_VALID', { field: 'account' });
  return ok({ phone: toE164(mobile.value), country: mobile.value.country.toUpperCase() });
}

function checkPassword(password: string | null | undefined): Result<string> {
  const p = String(password ?? '');
  if (p === '') return err('PASSWORD_REQUIRED');
  if (p.length < PASSWORD_MIN || p.length > PASSWORD_MAX) return err('NOT_VALID', { field: 'password' });
  return ok(p);
}

async function memberByPhone(deps: Pick<Services, 'db'>, phone: string): Promise<UserRow | undefined> {
  const [u] = await deps.db
    .select()
    .from(s.users)
    .where(and(eq(s.users.phone, phone), eq(s.users.type, s.USER_TYPE.member)))
    .limit(1);
  return u;
}

async function viewerUser(deps: Pick<Services, 'db'>, viewer: Viewer | null): Promise<UserRow | null> {
  if (!viewer?.userId || (viewer.kind !== s.SESSION_KIND.user && viewer.kind !== s.SESSION_KIND.guest)) return null;
  const [u] = await deps.db.select().from(s.users).where(eq(s.users.id, viewer.userId)).limit(1);
  return u && u.type !== s.USER_TYPE.deleted ? u : null;
}

/**
 * userRegisterRequest(account, country): sends a registration code to the mobile. For a registered
 * mobile the code is sent too (a social registration binds it with the code) and the answer is
 * EXIST_ALREADY — but only once the code step passed its limits: past a sending limit the answer is
 * NETWORK_BUSY {retryAfterSeconds} whether the mobile is registered or not, so the limits bound
 * member enumeration too (issue 26 item 4).
 * Errors: NETWORK_BUSY (captcha missing or failed when configured; sending limits), NOT_VALID
 * {field: 'account'} (bad mobile), EXIST_ALREADY (a member has it). Spec §2.4, §7, §8.
 */
export async function requestRegistration(deps: Deps, a: { account?: string | null; country?: string | null }, ip: string, captcha: string | null = null): Promise<Result<boolean>> {
  if (!(await deps.providers.captcha.verify(captcha, ip))) return err('NETWORK_BUSY', { reason: 'captcha' });
  const p = phoneOf(a.account, a.country);
  if (!p.ok) return p;
  const member = await memberByPhone(deps, p.value.phone);
  // A social registration binds a registered mobile (§2.4 bindOnly): its client treats 'exist already'
  // as success and submits the code, so the code is sent all the same (same limits as any code).
  const sent = await sendSmsCode(deps, p.value.phone, 'register', ip);
  if (!sent.ok) return sent;
  return member ? err('EXIST_ALREADY', { field: 'account' }) : sent;
}

/**
 * userRegisterSubmit: platform 2 registers a guest (guest.ts); platform 1 or omitted registers a mobile
 * member confirmed by the SMS code. A guest signed in with the same mobile becomes the member (keeps
 * its id and so its orders). Errors: NOT_VALID {field} (account, password, firstname), EXIST_ALREADY,
 * UNPROCESSABLE {field: 'email'} (e-mail of another member), WRONG_CREDENTIALS (code), NOT_ACCEPTABLE
 * (other platforms). Spec §2.5, §2.6, §4, §7, §8.
 */
export async function submitRegistration(deps: Deps, input: SubmitInput, viewer: Viewer | null): Promise<Result<LoginView>> {
  const platform = input.platform ?? MEMBER_PLATFORM;
  if (platform === GUEST_PLATFORM) return registerGuest(deps, input);
  if (deps.providers.social.providerOf(platform)) return registerSocial(deps, input);
  if (platform !== MEMBER_PLATFORM) return err('NOT_ACCEPTABLE', { reason: 'platform' });
  const p = phoneOf(input.account ?? input.username, input.country);
  if (!p.ok) return p;
  const password = checkPassword(input.password);
  if (!password.ok) return password;
  if (!String(input.code ?? '').trim()) return err('CODE_REQUIRED');
  const email = validateEmail(String(input.email ?? '').slice(0, 254));
  if (!email.ok) return email;
  const { phone, country } = p.value;
  if (await memberByPhone(deps, phone)) return err('EXIST_ALREADY', { field: 'account' });
  if (email.value && (await memberByEmail(deps, email.value))) return err('UNPROCESSABLE', { field: 'email' });
  const code = await checkSmsCode(deps, phone, 'register', String(input.code));
  if (!code.ok) return code;
  const passwordHash = await argon2.hash(password.value, ARGON2_OPTIONS);
  const fields = {
    type: s.USER_TYPE.member,
    platform: MEMBER_PLATFORM,
    username: phone,
    phone,
    country: country.toLowerCase(),
    passwordHash,
    ...(input.firstname ? { firstname: String(input.firstname).trim().slice(0, 100) } : {}),
    ...(input.lastname ? { lastname: String(input.lastname).trim().slice(0, 100) } : {}),
    ...(email.value ? { email: email.value } : {}),
  };
  try {
    const guest = await viewerUser(deps, viewer);
    const [user] =
      guest && guest.type === s.USER_TYPE.guest && guest.phone === phone
        ? await deps.db.update(s.users).set(fields).where(eq(s.users.id, guest.id)).returning()
        : await deps.db.insert(s.users).values({ uid: randomUUID(), ...fields }).returning();
    await memberRegistered(deps, user.id);
    return ok(await login(deps, user));
  } catch (e) {
    // The unique index on members' phones: a parallel registration won.
    if (/users_member_phone_idx/.test(String((e as { cause?: Error }).cause?.message ?? (e as Error).message))) return err('EXIST_ALREADY', { field: 'account' });
    throw e;
  }
}

/** Tells the modules that registered (the app's `memberRegistered` extension point: loyalty's welcome voucher) of a new member. */
async function memberRegistered(deps: Deps, userId: number): Promise<void> {
  await runMemberRegistered(deps, deps.db, { userId, now: nowSeconds(deps.clock) }, (e) => deps.logger.warn({ err: e, userId }, 'a member registration handler failed'));
}

async function memberByEmail(deps: Pick<Services, 'db'>, email: string, exceptId = 0) {
  const [u] = await deps.db
    .select({ id: s.users.id })
    .from(s.users)
    .where(and(eq(s.users.email, email), eq(s.users.type, s.USER_TYPE.member), ne(s.users.id, exceptId)))
    .limit(1);
  return u;
}

const DUMMY_HASH = argon2.hash('platter-timing-equaliser', ARGON2_OPTIONS);

/**
 * userLogin(account, country, password): a member's session. Unknown mobile and wrong password answer
 * alike WRONG_CREDENTIALS ('The account or password incorrect', §8) after the same argon2 work.
 * Online guessing (OWASP ASVS 2.2.1, NIST SP 800-63B §5.2.2; request-limits.ts `MEMBER_LOGIN_LIMITS`):
 * failures are counted per account across every address and per address across every account; past
 * their free failures each slows by a growing delay, and a refused attempt is not evaluated. The
 * refusal is TOO_MANY_ATTEMPTS {retryAfterSeconds} ('Too many attempts, try again in N minutes' in
 * the islands) — the spec names no message for it, so it is not 'network busy'.
 */
export async function loginMember(deps: Deps, a: { account?: string | null; country?: string | null; password?: string | null }, ip = ''): Promise<Result<LoginView>> {
  const p = phoneOf(a.account, a.country);
  const password = String(a.password ?? '');
  const account = p.ok ? p.value.phone : `raw:${String(a.account ?? '').trim().slice(0, 20)}`;
  // Captcha hook (issue 26 item 6): a captcha verified here for an account or address past its free
  // failures could stand in for the wait (the refusal's `kind` says which limit refused).
  const limited = await limitAttempt(deps, memberLoginLimits(account, ip), async () => {
    const user = p.ok ? await memberByPhone(deps, p.value.phone) : undefined;
    const hash = user?.passwordHash ?? (await DUMMY_HASH);
    const good = password !== '' && password.length <= PASSWORD_MAX && (await argon2.verify(hash, password).catch(() => false));
    return user && user.passwordHash && good ? user : null;
  });
  if (!limited.ok) return err('TOO_MANY_ATTEMPTS', { retryAfterSeconds: limited.retryAfterSeconds });
  if (!limited.value) return err('WRONG_CREDENTIALS');
  return ok(await login(deps, limited.value));
}

/** userLoginOa's arguments (issue 26 item 10): a card code, or a mobile and password; always the venue. */
export interface LoginOaInput {
  code?: string | null;
  account?: string | null;
  country?: string | null;
  password?: string | null;
  venue_code?: string | null;
}

/**
 * userLoginOa (accounts-and-loyalty.md §1 "one further login operation", §8; issue 26 item 10;
 * docs/adr/0012-card-session-fields.md): the membership card's login — 'OA', the venue's official
 * account, whose in-app browser (the card's embedded source mode) shares no storage with the ordering
 * site. Either `code` (a one-use card code: the card's `authorization_code` behind 'order online', or
 * the browser switch's) or `account` + `password` as userLogin; `venue_code` names the card's venue.
 * Checked in this order: NOT_VALID (no venue code; neither a code nor a password); NOT_AVAILABLE
 * ('not available': the venue is unknown, lacks the membership capability, or its brand has no
 * loyalty programme — before any credential is looked at); TOO_MANY_ATTEMPTS (the limits of userLogin;
 * a code attempt counts against the client address only); WRONG_CREDENTIALS (wrong mobile or
 * password; a code malformed, unknown, expired or spent); NOT_ACCEPTABLE ('not acceptable' → 'You
 * have no permission': a code issued by another brand's card, or an account that is no longer a
 * member). Answers a normal user session (with its refresh token), as userLogin.
 */
export async function loginOa(deps: Deps, a: LoginOaInput, ip = ''): Promise<Result<LoginView>> {
  const venueCode = String(a.venue_code ?? '').trim();
  const code = String(a.code ?? '').trim();
  if (!venueCode || venueCode.length > 64) return err('NOT_VALID', { field: 'venue_code' });
  if (!code && !String(a.account ?? '').trim()) return err('NOT_VALID', { field: 'account' });
  const venue = await findVenueWithBrand(deps.db, venueCode);
  const loyaltyOn = venue?.brand.loyalty && Object.keys(venue.brand.loyalty).length > 0;
  if (!venue || !venue.capabilities.includes('membership') || !loyaltyOn) return err('NOT_AVAILABLE');
  if (!code) return loginMember(deps, a, ip);
  const now = nowSeconds(deps.clock);
  const limits = memberLoginLimits('', ip).filter((l) => l.kind === 'login_ip');
  const spent = await limitAttempt(deps, limits, () => spendLoginCode(deps.db, now, code));
  if (!spent.ok) return err('TOO_MANY_ATTEMPTS', { retryAfterSeconds: spent.retryAfterSeconds });
  if (!spent.value) return err('WRONG_CREDENTIALS');
  if (spent.value.brandId !== venue.brand.id) return err('NOT_ACCEPTABLE');
  const [user] = await deps.db.select().from(s.users).where(eq(s.users.id, spent.value.userId)).limit(1);
  if (!user || user.type !== s.USER_TYPE.member) return err('NOT_ACCEPTABLE');
  return ok(await login(deps, user));
}

/** userTokenRefresh(refresh_token): a new session for a refresh token (rotation, sessions.ts). INVALID_TOKEN otherwise. */
export async function refreshLogin(deps: Deps, refreshToken: string): Promise<Result<LoginView>> {
  const rotated = await rotateSession(deps.db, refreshToken, nowSeconds(deps.clock));
  if (!rotated?.userId) return err('INVALID_TOKEN');
  const [user] = await deps.db.select().from(s.users).where(eq(s.users.id, rotated.userId)).limit(1);
  if (!user) return err('INVALID_TOKEN');
  return ok({ authorization: rotated.session, extra: JSON.stringify(user.extra ?? {}), type: user.type, info: userView(user) });
}

/**
 * userLoginSocial(id, platform, token): the member bound to the provider identity `id` that `token`
 * proves (providers/social). An unverified token or an identity bound to nobody answers
 * WRONG_CREDENTIALS (§2.3: the client then goes to registration carrying fbParam).
 */
export async function loginSocial(deps: Deps, a: { id?: string | null; platform?: number | null; token?: string | null }): Promise<Result<LoginView>> {
  const identity = await deps.providers.social.verify(Number(a.platform ?? 0), String(a.id ?? ''), String(a.token ?? ''));
  if (!identity) return err('WRONG_CREDENTIALS');
  const [row] = await deps.db
    .select({ user: s.users })
    .from(s.socialIdentities)
    .innerJoin(s.users, eq(s.users.id, s.socialIdentities.userId))
    .where(and(eq(s.socialIdentities.provider, identity.provider), eq(s.socialIdentities.subject, identity.subject)))
    .limit(1);
  if (!row || row.user.type !== s.USER_TYPE.member) return err('WRONG_CREDENTIALS');
  return ok(await login(deps, row.user));
}

/**
 * userRegisterSubmit for a social platform (§4 "social (account, password, country, names, code,
 * platform, id)"): `token` must prove the identity `id` again (so nobody binds another person's
 * identity), and the SMS `code` the mobile. A mobile already registered is bound to the identity
 * (bindOnly: no password); otherwise a member is created (password optional, e-mail from the form or
 * the provider). Errors: WRONG_CREDENTIALS (token or code), NOT_VALID, EXIST_ALREADY (identity bound to
 * another member), CODE_REQUIRED.
 */
async function registerSocial(deps: Deps, input: SubmitInput): Promise<Result<LoginView>> {
  const identity = await deps.providers.social.verify(Number(input.platform), String(input.id ?? ''), String(input.token ?? ''));
  if (!identity) return err('WRONG_CREDENTIALS');
  const p = phoneOf(input.account ?? input.username, input.country);
  if (!p.ok) return p;
  if (!String(input.code ?? '').trim()) return err('CODE_REQUIRED');
  const password = input.password ? checkPassword(input.password) : null;
  if (password && !password.ok) return password;
  const [bound] = await deps.db
    .select({ userId: s.socialIdentities.userId })
    .from(s.socialIdentities)
    .where(and(eq(s.socialIdentities.provider, identity.provider), eq(s.socialIdentities.subject, identity.subject)));
  const existing = await memberByPhone(deps, p.value.phone);
  if (bound && bound.userId !== existing?.id) return err('EXIST_ALREADY', { field: 'id' });
  const code = await checkSmsCode(deps, p.value.phone, 'register', String(input.code));
  if (!code.ok) return code;
  let user = existing;
  if (!user) {
    const emailIn = validateEmail(String(input.email || identity.email).slice(0, 254));
    const email = emailIn.ok && emailIn.value && !(await memberByEmail(deps, emailIn.value)) ? emailIn.value : '';
    [user] = await deps.db
      .insert(s.users)
      .values({
        uid: randomUUID(),
        type: s.USER_TYPE.member,
        platform: Number(input.platform),
        username: p.value.phone,
        phone: p.value.phone,
        country: p.value.country.toLowerCase(),
        email,
        firstname: String(input.firstname ?? '').trim().slice(0, 100),
        lastname: String(input.lastname ?? '').trim().slice(0, 100),
        passwordHash: password ? await argon2.hash(password.value, ARGON2_OPTIONS) : null,
      })
      .returning();
    await memberRegistered(deps, user.id);
  }
  if (!bound) await deps.db.insert(s.socialIdentities).values({ userId: user.id, provider: identity.provider, subject: identity.subject }).onConflictDoNothing();
  return ok(await login(deps, user));
}

/** userLogout: ends the caller's session at once (its token answers 'invalid token'). INVALID_TOKEN without one. */
export async function logout(deps: Pick<Services, 'db' | 'pubsub'>, viewer: Viewer | null): Promise<Result<boolean>> {
  if (!viewer) return err('INVALID_TOKEN');
  await revokeSession(deps.db, viewer.sessionId);
  // Its open WebSockets close now (platform/graphql/yoga.ts).
  deps.pubsub.publish('dinerSessionRevoked', { sessionId: viewer.sessionId });
  return ok(true);
}

/** UserInfo.password_set: whether user `id` has a password (a guest or table diner: false). */
export async function passwordSet(deps: Pick<Services, 'db'>, id: number): Promise<boolean> {
  const [u] = await deps.db.select({ hash: s.users.passwordHash }).from(s.users).where(eq(s.users.id, id)).limit(1);
  return Boolean(u?.hash);
}

/** userInfoQuery: the signed-in user (member or guest). INVALID_TOKEN otherwise. */
export async function userInfo(deps: Pick<Services, 'db'>, viewer: Viewer | null): Promise<Result<UserView>> {
  const u = await viewerUser(deps, viewer);
  return u ? ok(userView(u)) : err('INVALID_TOKEN');
}

const BIRTHDAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A DD/MM/YYYY date that exists and is not in the future (§9); '' clears it. */
export function validBirthday(value: string, nowMs: number): boolean {
  if (value === '') return true;
  const m = BIRTHDAY.exec(value);
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900 && date.getTime() <= nowMs;
}

/**
 * userEdit(param): changes names, gender (0 unselected, 1 male, 2 female), birthday (DD/MM/YYYY) or
 * e-mail. Errors: INVALID_TOKEN; NOT_VALID {field}; EMAIL_INVALID; EXIST_ALREADY {field: 'email'}.
 * Spec §2.8, §5 (a name edit fails only when both names are empty), §7.
 */
export async function editUser(
  deps: Deps,
  viewer: Viewer | null,
  param: { firstname?: string | null; lastname?: string | null; gender?: number | null; birthday?: string | null; email?: string | null },
): Promise<Result<UserView>> {
  const u = await viewerUser(deps, viewer);
  if (!u) return err('INVALID_TOKEN');
  const set: Partial<UserRow> = {};
  if (param.firstname != null || param.lastname != null) {
    const firstname = String(param.firstname ?? u.firstname).trim().slice(0, 100);
    const lastname = String(param.lastname ?? u.lastname).trim().slice(0, 100);
    if (!firstname && !lastname) return err('NOT_VALID', { field: 'firstname' });
    Object.assign(set, { firstname, lastname });
  }
  if (param.gender != null) {
    if (![0, 1, 2].includes(param.gender)) return err('NOT_VALID', { field: 'gender' });
    set.gender = param.gender;
  }
  if (param.birthday != null) {
    const b = String(param.birthday).trim();
    if (!validBirthday(b, deps.clock.nowMs())) return err('NOT_VALID', { field: 'birthday' });
    set.birthday = b;
  }
  if (param.email != null) {
    const e = validateEmail(String(param.email).slice(0, 254));
    if (!e.ok) return e;
    if (e.value && u.type === s.USER_TYPE.member && (await memberByEmail(deps, e.value, u.id))) return err('EXIST_ALREADY', { field: 'email' });
    set.email = e.value;
  }
  if (Object.keys(set).length === 0) return ok(userView(u));
  const [updated] = await deps.db.update(s.users).set(set).where(eq(s.users.id, u.id)).returning();
  return ok(userView(updated));
}

/**
 * userPasswordResetRequest(account, country): sends a reset code. A lookup of an unregistered mobile
 * counts against the client address's code requests (sms-codes.ts `reserveCodeLookup`), so past that
 * limit the answer is NETWORK_BUSY {retryAfterSeconds} for every mobile, registered or not, and
 * 'not found' cannot enumerate members beyond it (issue 26 item 4).
 * Errors: NOT_VALID {field: 'account'}, NOT_FOUND (no member with this mobile), NETWORK_BUSY. Spec §2.4, §8.
 */
export async function requestPasswordReset(deps: Deps, a: { account?: string | null; country?: string | null }, ip: string, captcha: string | null = null): Promise<Result<boolean>> {
  if (!(await deps.providers.captcha.verify(captcha, ip))) return err('NETWORK_BUSY', { reason: 'captcha' });
  const p = phoneOf(a.account, a.country);
  if (!p.ok) return p;
  if (!(await memberByPhone(deps, p.value.phone))) {
    const counted = await reserveCodeLookup(deps, ip);
    return counted.ok ? err('NOT_FOUND') : counted;
  }
  return sendSmsCode(deps, p.value.phone, 'reset', ip);
}

/**
 * userPasswordResetSubmit(account, country, password, code): sets a new password and ends every
 * session of the member. Errors: NOT_VALID, NOT_FOUND, WRONG_CREDENTIALS (code), PASSWORD_REQUIRED.
 */
export async function submitPasswordReset(deps: Deps, a: { account?: string | null; country?: string | null; password?: string | null; code?: string | null }): Promise<Result<boolean>> {
  const p = phoneOf(a.account, a.country);
  if (!p.ok) return p;
  const password = checkPassword(a.password);
  if (!password.ok) return password;
  const user = await memberByPhone(deps, p.value.phone);
  if (!user) return err('NOT_FOUND');
  const code = await checkSmsCode(deps, p.value.phone, 'reset', String(a.code ?? ''));
  if (!code.ok) return code;
  await deps.db.update(s.users).set({ passwordHash: await argon2.hash(password.value, ARGON2_OPTIONS) }).where(eq(s.users.id, user.id));
  await revokeUserSessions(deps.db, user.id);
  deps.pubsub.publish('dinerSessionRevoked', { userId: user.id });
  return ok(true);
}

/**
 * userPasswordModify(old_password, new_password): changes the member's password; old_password may be
 * unset only while the member has none (first-time password, §2.7). Other sessions end.
 * Errors: INVALID_TOKEN, WRONG_CREDENTIALS (old password), NOT_VALID {field: 'password'}.
 */
export async function modifyPassword(deps: Deps, viewer: Viewer | null, a: { old_password?: string | null; new_password?: string | null }): Promise<Result<boolean>> {
  const u = await viewerUser(deps, viewer);
  if (!u || u.type !== s.USER_TYPE.member) return err('INVALID_TOKEN');
  const password = checkPassword(a.new_password);
  if (!password.ok) return password;
  if (u.passwordHash && !(await argon2.verify(u.passwordHash, String(a.old_password ?? '')).catch(() => false))) return err('WRONG_CREDENTIALS');
  await deps.db.update(s.users).set({ passwordHash: await argon2.hash(password.value, ARGON2_OPTIONS) }).where(eq(s.users.id, u.id));
  await deps.db.delete(s.sessions).where(and(eq(s.sessions.userId, u.id), ne(s.sessions.id, viewer!.sessionId)));
  return ok(true);
}

/**
 * userAccountModifyRequest(account, country): sends a 'modify' code to the signed-in user's own phone
 * (`account` must be it). Errors: INVALID_TOKEN, NOT_VALID {field: 'account'}, NETWORK_BUSY. §2.8.
 */
export async function requestAccountModify(
  deps: Deps,
  viewer: Viewer | null,
  a: { account?: string | null; country?: string | null },
  ip: string,
  captcha: string | null = null,
): Promise<Result<boolean>> {
  if (!(await deps.providers.captcha.verify(captcha, ip))) return err('NETWORK_BUSY', { reason: 'captcha' });
  const u = await viewerUser(deps, viewer);
  if (!u) return err('INVALID_TOKEN');
  const p = phoneOf(a.account, a.country);
  if (!p.ok || p.value.phone !== u.phone) return err('NOT_VALID', { field: 'account' });
  return sendSmsCode(deps, u.phone, 'modify', ip);
}

/**
 * userAccountModifySubmit(account, country, code, param {email}): changes the e-mail confirmed by the
 * code. Errors: INVALID_TOKEN, NOT_VALID, EMAIL_INVALID/EMAIL_REQUIRED, EXIST_ALREADY (e-mail of another
 * member, §8), WRONG_CREDENTIALS (code).
 */
export async function submitAccountModify(
  deps: Deps,
  viewer: Viewer | null,
  a: { account?: string | null; country?: string | null; code?: string | null; param?: { email?: string | null } | null },
): Promise<Result<boolean>> {
  const u = await viewerUser(deps, viewer);
  if (!u) return err('INVALID_TOKEN');
  const p = phoneOf(a.account, a.country);
  if (!p.ok || p.value.phone !== u.phone) return err('NOT_VALID', { field: 'account' });
  const email = validateEmail(String(a.param?.email ?? '').slice(0, 254), true);
  if (!email.ok) return email;
  if (!String(a.code ?? '').trim()) return err('CODE_REQUIRED');
  if (await memberByEmail(deps, email.value, u.id)) return err('EXIST_ALREADY', { field: 'email' });
  const code = await checkSmsCode(deps, u.phone, 'modify', String(a.code));
  if (!code.ok) return code;
  await deps.db.update(s.users).set({ email: email.value }).where(eq(s.users.id, u.id));
  return ok(true);
}

/**
 * userLogoff (account deletion, §2.15): erases the user's personal data — names, phone, e-mail,
 * birthday, avatar, password, extra; addresses, cards, social identities, sessions, SMS codes and SMS
 * outbox rows of the phone, outbox e-mails to the e-mail — and keeps the user row (type deleted, no
 * personal data) so that orders stay de-identified for tax records. The guest users of earlier guest
 * checkouts with the same phone or e-mail are the same person: they are erased alike. The erasure
 * handlers of other modules run for each of those users in the same transaction (erasure.ts; orders:
 * only country, state, suburb and postcode of the shipping snapshot; payments: receipt e-mails and
 * stored cards; delivery: the drop-off addresses; gift cards: the sender's name; loyalty: the ledger).
 * Request-limit rows hold only keyed hashes (platform/request-limits.ts), so nothing is left there.
 * The phone can register again. Errors: INVALID_TOKEN.
 */
export async function deleteAccount(deps: Deps, viewer: Viewer | null): Promise<Result<boolean>> {
  const u = await viewerUser(deps, viewer);
  if (!u) return err('INVALID_TOKEN');
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Parameters<typeof runAccountErasure>[1];
    // The same person's guest users (earlier guest checkouts with this phone or e-mail).
    const same = [...(u.phone ? [eq(s.users.phone, u.phone)] : []), ...(u.email ? [eq(sql`lower(${s.users.email})`, u.email.toLowerCase())] : [])];
    const guests = same.length
      ? await tx
          .select({ id: s.users.id, phone: s.users.phone, email: s.users.email })
          .from(s.users)
          .where(and(eq(s.users.type, s.USER_TYPE.guest), or(...same)))
      : [];
    const ids = [u.id, ...guests.map((g) => g.id)];
    const phones = [...new Set([u.phone, ...guests.map((g) => g.phone)].filter(Boolean))];
    for (const phone of phones) {
      await tx.delete(s.smsCodes).where(eq(s.smsCodes.phone, phone));
      await eraseSmsTo(db, phone);
    }
    await eraseEmailsTo(db, [u.email, ...guests.map((g) => g.email)]);
    await tx.delete(s.userAddresses).where(inArray(s.userAddresses.userId, ids));
    await tx.delete(s.payCards).where(inArray(s.payCards.userId, ids));
    await tx.delete(s.socialIdentities).where(inArray(s.socialIdentities.userId, ids));
    await tx.delete(s.sessions).where(inArray(s.sessions.userId, ids));
    await tx.delete(s.loginCodes).where(inArray(s.loginCodes.userId, ids));
    // Other modules' copies (orders, payments, delivery, gift cards, loyalty), in this transaction.
    for (const id of ids) await runAccountErasure(deps, db, id);
    await tx
      .update(s.users)
      .set({
        type: s.USER_TYPE.deleted,
        username: '',
        phone: '',
        email: '',
        firstname: '',
        lastname: '',
        gender: 0,
        birthday: '',
        avatar: '',
        passwordHash: null,
        extra: {},
      })
      .where(inArray(s.users.id, ids));
  });
  deps.pubsub.publish('dinerSessionRevoked', { userId: u.id });
  deps.logger.info({ userId: u.id }, 'account deleted (personal data erased)');
  return ok(true);
}

/**
 * The `users.uid` of the registered member signed in as `viewer` with a user login (what payment
 * providers know a member's stored cards by: the shopper reference); null for guests, table diners,
 * pay-by-link sessions, a deleted account and nobody.
 */
export async function signedInMemberUid(db: Services['db'], viewer: Viewer | null): Promise<string | null> {
  if (!viewer?.userId || viewer.kind !== s.SESSION_KIND.user) return null;
  const [user] = await db.select({ uid: s.users.uid, type: s.users.type }).from(s.users).where(eq(s.users.id, viewer.userId));
  return user?.type === s.USER_TYPE.member ? user.uid : null;
}
