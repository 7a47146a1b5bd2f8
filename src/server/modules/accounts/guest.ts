/**
 * Guest checkout (accounts-and-loyalty.md §2.6; storefront.md §2.6 "Guest checkout / register modal",
 * §5 "Checkout"): 'Checkout as guest' registers a guest user with the guest platform and signs it in.
 * Mobile and first name are required, e-mail and last name optional; the mobile is validated with the
 * domain's `validateMobile` (per country) and stored in E.164, the e-mail with `validateEmail`.
 */
import { randomUUID } from 'node:crypto';
import * as s from './schema';
import { err, ok, type Result } from '../../../domain/result';
import { DEFAULT_COUNTRY, toE164, validateMobile } from '../../../domain/phone';
import { validateEmail } from '../../../domain/validation';
import type { UserView } from '../../../domain/contract';
import { issueSession, type IssuedSession } from './sessions';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';

/** userRegisterSubmit's platform code for guest checkout. */
export const GUEST_PLATFORM = 2;

export interface RegisterInput {
  account?: string | null;
  username?: string | null;
  country?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  platform?: number | null;
  terminal?: number | null;
  id?: string | null;
}

/** The login answer of the contract: {authorization {token, expired_at, refresh_expired_at}, extra, type, info}. */
export interface AuthView {
  authorization: IssuedSession;
  extra: string;
  type: number;
  info: UserView;
}

/**
 * userRegisterSubmit for guest checkout (platform 2): creates a guest user and a guest session.
 * Errors: MOBILE_REQUIRED, MOBILE_INVALID, EMAIL_INVALID, NOT_VALID {field: 'firstname'} (first name
 * missing), NOT_ACCEPTABLE (another platform: full accounts are not built yet).
 * Spec: accounts-and-loyalty.md §2.6, §5, §7 (userRegisterSubmit → same as userLogin).
 */
export async function registerGuest(deps: Pick<Services, 'db' | 'clock'>, input: RegisterInput): Promise<Result<AuthView>> {
  if ((input.platform ?? GUEST_PLATFORM) !== GUEST_PLATFORM) return err('NOT_ACCEPTABLE', { reason: 'platform' });
  const country = (input.country || DEFAULT_COUNTRY).toUpperCase();
  const mobile = validateMobile(String(input.account ?? input.username ?? ''), country);
  if (!mobile.ok) return mobile;
  const firstname = String(input.firstname ?? '').trim().slice(0, 100);
  if (!firstname) return err('NOT_VALID', { field: 'firstname' });
  const email = validateEmail(String(input.email ?? '').slice(0, 254));
  if (!email.ok) return email;
  const lastname = String(input.lastname ?? '').trim().slice(0, 100);
  const phone = toE164(mobile.value);

  const [user] = await deps.db
    .insert(s.users)
    .values({
      uid: randomUUID(),
      type: s.USER_TYPE.guest,
      platform: GUEST_PLATFORM,
      username: phone,
      phone,
      country: mobile.value.country.toLowerCase(),
      email: email.value,
      firstname,
      lastname,
    })
    .returning();
  const session = await issueSession(deps.db, nowSeconds(deps.clock), { kind: s.SESSION_KIND.guest, userId: user.id });
  return ok({
    authorization: session,
    extra: JSON.stringify(user.extra ?? {}),
    type: user.type,
    info: {
      id: user.id,
      username: user.username,
      type: user.type,
      avatar: user.avatar,
      birthday: user.birthday,
      email: user.email,
      gender: user.gender,
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone,
      timezone: '',
      uid: user.uid,
      country: user.country.toUpperCase(),
      extra: JSON.stringify(user.extra ?? {}),
    },
  });
}

/**
 * The customer of a staff phone order (issue 23 item 7): a guest user with the phone (validated per
 * country, stored E.164) and/or the e-mail the staff member typed — at least one (PHONE_ORDER_CONTACT_REQUIRED);
 * MOBILE_INVALID, EMAIL_INVALID for bad ones. No session is issued here: the order is placed for the
 * returned user id with a short-lived guest session the caller asks for (`issueSession`).
 * @returns the user id and the E.164 phone ('' when none) and e-mail ('' when none).
 */
export async function registerPhoneOrderGuest(
  deps: Pick<Services, 'db' | 'clock'>,
  input: { phone?: string | null; country?: string | null; email?: string | null; firstname?: string | null; lastname?: string | null },
): Promise<Result<{ userId: number; token: string; phone: string; email: string }>> {
  const rawPhone = String(input.phone ?? '').replace(/[\s().-]/g, '');
  const rawEmail = String(input.email ?? '').trim().slice(0, 254);
  if (!rawPhone && !rawEmail) return err('PHONE_ORDER_CONTACT_REQUIRED');
  const country = (input.country || DEFAULT_COUNTRY).toUpperCase();
  let phone = '';
  let phoneCountry = country.toLowerCase();
  if (rawPhone) {
    const mobile = validateMobile(rawPhone, country);
    if (!mobile.ok) return mobile;
    phone = toE164(mobile.value);
    phoneCountry = mobile.value.country.toLowerCase();
  }
  let email = '';
  if (rawEmail) {
    const checked = validateEmail(rawEmail);
    if (!checked.ok) return checked;
    email = checked.value;
  }
  const [user] = await deps.db
    .insert(s.users)
    .values({
      uid: randomUUID(),
      type: s.USER_TYPE.guest,
      platform: GUEST_PLATFORM,
      username: phone || email,
      phone,
      country: phoneCountry,
      email,
      firstname: String(input.firstname ?? '').trim().slice(0, 100),
      lastname: String(input.lastname ?? '').trim().slice(0, 100),
    })
    .returning({ id: s.users.id });
  // Only for placing the order: ten minutes.
  const now = nowSeconds(deps.clock);
  const session = await issueSession(deps.db, now, { kind: s.SESSION_KIND.guest, userId: user.id, expiresAt: now + 600 });
  return ok({ userId: user.id, token: session.token, phone, email });
}
