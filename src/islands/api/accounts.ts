/**
 * The account operations of the storefront (accounts-and-loyalty.md §7), named and argued as the
 * specification names them. The caller installs the session first (`setAuthToken`, see
 * `account/account-api.ts`). Errors are `ApiError`s carrying the server's `extensions.code`.
 */
import type * as Op from './__generated__/operations';
import { ApiError, document, gql } from './client';
import geoListText from './documents/geo-list.graphql?raw';
import memberAuthFieldsText from './documents/member-auth-fields.graphql?raw';
import shippingDeleteText from './documents/shipping-delete.graphql?raw';
import shippingEditText from './documents/shipping-edit.graphql?raw';
import shippingFieldsText from './documents/shipping-fields.graphql?raw';
import userAccountModifyRequestText from './documents/user-account-modify-request.graphql?raw';
import userAccountModifySubmitText from './documents/user-account-modify-submit.graphql?raw';
import userEditText from './documents/user-edit.graphql?raw';
import userFieldsText from './documents/user-fields.graphql?raw';
import userInfoQueryText from './documents/user-info-query.graphql?raw';
import userLoginText from './documents/user-login.graphql?raw';
import userLoginSocialText from './documents/user-login-social.graphql?raw';
import userLoginOaText from './documents/user-login-oa.graphql?raw';
import userLogoffText from './documents/user-logoff.graphql?raw';
import userLogoutText from './documents/user-logout.graphql?raw';
import userPasswordModifyText from './documents/user-password-modify.graphql?raw';
import userPasswordResetRequestText from './documents/user-password-reset-request.graphql?raw';
import userPasswordResetSubmitText from './documents/user-password-reset-submit.graphql?raw';
import userRegisterRequestText from './documents/user-register-request.graphql?raw';
import userRegisterSubmitText from './documents/user-register-submit.graphql?raw';

/** The terminal byte of a web browser (§7 "terminal is one of two byte values"). */
export const WEB_TERMINAL = 2;

/** A member login's answer; `info.password_set` false calls for the first-time password modal (§2.7). */
export type MemberAuth = Op.MemberAuthFieldsFragment;

/** A social provider's profile kept as fbParam through registration (§2.3, §2.4). */
export interface FbParam {
  /** The provider's user id. */
  id: string;
  /** The provider's token proving it (Facebook access token, Google / Apple ID token). */
  token: string;
  email?: string;
  name?: string;
}

/** userInfoQuery's user (§3 "User"): birthday DD/MM/YYYY or ''; country the phone's ISO alpha-2. */
export type UserInfo = Op.UserFieldsFragment;
/** A saved delivery address (§3 "Shipping address"); `city` is the suburb. */
export type Shipping = Op.ShippingFieldsFragment;
/** A saved card: a provider token's name and last four only (§2.10); expiry MM/YY as the provider gave it. */
export type PayCard = UserInfo['paycards'][number];
/** An entry of the postcode / suburb lookup (§3 "Geo entry"). */
export type GeoEntry = Op.GeoListQuery['geoList'][number];

const AUTH = [memberAuthFieldsText];
const USER = [userFieldsText, shippingFieldsText];
export const USER_LOGIN = document<Op.UserLoginMutation, Op.UserLoginMutationVariables>(userLoginText, ...AUTH);
export const USER_LOGIN_OA = document<Op.UserLoginOaMutation, Op.UserLoginOaMutationVariables>(userLoginOaText, ...AUTH);
export const USER_LOGIN_SOCIAL = document<Op.UserLoginSocialMutation, Op.UserLoginSocialMutationVariables>(userLoginSocialText, ...AUTH);
export const USER_PASSWORD_MODIFY = document<Op.UserPasswordModifyMutation, Op.UserPasswordModifyMutationVariables>(userPasswordModifyText);
export const USER_REGISTER_REQUEST = document<Op.UserRegisterRequestMutation, Op.UserRegisterRequestMutationVariables>(userRegisterRequestText);
export const USER_REGISTER_SUBMIT = document<Op.UserRegisterSubmitMutation, Op.UserRegisterSubmitMutationVariables>(userRegisterSubmitText, ...AUTH);
export const USER_PASSWORD_RESET_REQUEST = document<Op.UserPasswordResetRequestMutation, Op.UserPasswordResetRequestMutationVariables>(userPasswordResetRequestText);
export const USER_PASSWORD_RESET_SUBMIT = document<Op.UserPasswordResetSubmitMutation, Op.UserPasswordResetSubmitMutationVariables>(userPasswordResetSubmitText);
export const USER_LOGOUT = document<Op.UserLogoutMutation, Op.UserLogoutMutationVariables>(userLogoutText);
export const USER_LOGOFF = document<Op.UserLogoffMutation, Op.UserLogoffMutationVariables>(userLogoffText);
export const USER_INFO_QUERY = document<Op.UserInfoQueryQuery, Op.UserInfoQueryQueryVariables>(userInfoQueryText, ...USER);
export const USER_EDIT = document<Op.UserEditMutation, Op.UserEditMutationVariables>(userEditText, ...USER);
export const USER_ACCOUNT_MODIFY_REQUEST = document<Op.UserAccountModifyRequestMutation, Op.UserAccountModifyRequestMutationVariables>(userAccountModifyRequestText);
export const USER_ACCOUNT_MODIFY_SUBMIT = document<Op.UserAccountModifySubmitMutation, Op.UserAccountModifySubmitMutationVariables>(userAccountModifySubmitText);
export const SHIPPING_EDIT = document<Op.ShippingEditMutation, Op.ShippingEditMutationVariables>(shippingEditText, shippingFieldsText);
export const SHIPPING_DELETE = document<Op.ShippingDeleteMutation, Op.ShippingDeleteMutationVariables>(shippingDeleteText);
export const GEO_LIST = document<Op.GeoListQuery, Op.GeoListQueryVariables>(geoListText);

/** The answer of a mutation the SDL types nullable, or 'Request Error' when the server sent none. */
function present<T>(operation: string, value: T | null): T {
  if (value === null) throw new ApiError('Request Error', operation);
  return value;
}

/** userLogin: mobile (as typed, national or international) + country + password → the session. */
export async function userLogin(args: { account: string; country: string; password: string }): Promise<MemberAuth> {
  return present('userLogin', (await gql('userLogin', USER_LOGIN, { ...args, terminal: WEB_TERMINAL })).userLogin);
}

/** userLoginSocial: a member by a social identity (platform 3 Facebook, 4 Google, 5 Apple); unknown identity → 'The account or password incorrect'. */
export async function userLoginSocial(args: { id: string; platform: number; token: string }): Promise<MemberAuth> {
  return present('userLoginSocial', (await gql('userLoginSocial', USER_LOGIN_SOCIAL, { ...args, terminal: WEB_TERMINAL })).userLoginSocial);
}

/**
 * userLoginOa: the membership card's login (issue 26 item 10, ADR 0012) — a one-use card `code` (the
 * card's authorization_code, or the browser switch's) or a mobile and password, at the card's venue.
 * Errors: WRONG_CREDENTIALS, NOT_AVAILABLE, NOT_ACCEPTABLE, TOO_MANY_ATTEMPTS (see `oaLoginMessageKey`).
 */
export async function userLoginOa(args: { venue_code: string; code?: string; account?: string; country?: string; password?: string }): Promise<MemberAuth> {
  return present('userLoginOa', (await gql('userLoginOa', USER_LOGIN_OA, { ...args, terminal: WEB_TERMINAL })).userLoginOa);
}

/** userPasswordModify: the first-time password (§2.7) sends `new_password` only. */
export async function userPasswordModify(args: { old_password?: string; new_password: string }): Promise<boolean> {
  return (await gql('userPasswordModify', USER_PASSWORD_MODIFY, { old: args.old_password, new: args.new_password })).userPasswordModify;
}

/** userRegisterRequest: sends a registration code by SMS; false → 'Request Error'. `captcha`: the token (captcha on, §7). */
export async function userRegisterRequest(args: { account: string; country: string }, captcha?: string): Promise<boolean> {
  return (await gql('userRegisterRequest', USER_REGISTER_REQUEST, args, { captcha })).userRegisterRequest;
}

/** userRegisterSubmit for a mobile member (platform 1): a guest (page type 2) becomes a member the same way. */
export async function userRegisterSubmit(args: { account: string; username: string; country: string; password: string; code: string; platform: number; firstname?: string; lastname?: string; email?: string; id?: string; token?: string }): Promise<MemberAuth | null> {
  return (await gql('userRegisterSubmit', USER_REGISTER_SUBMIT, { ...args, terminal: WEB_TERMINAL })).userRegisterSubmit;
}

/** userPasswordResetRequest: sends a reset code by SMS; false → 'Request Error'. `captcha`: the token (captcha on, §7). */
export async function userPasswordResetRequest(args: { account: string; country: string }, captcha?: string): Promise<boolean> {
  return (await gql('userPasswordResetRequest', USER_PASSWORD_RESET_REQUEST, args, { captcha })).userPasswordResetRequest;
}

/** userPasswordResetSubmit: sets a new password with the code. */
export async function userPasswordResetSubmit(args: { account: string; country: string; password: string; code: string }): Promise<boolean> {
  return (await gql('userPasswordResetSubmit', USER_PASSWORD_RESET_SUBMIT, args)).userPasswordResetSubmit;
}

/** userLogout: revokes the session's token. */
export async function userLogout(): Promise<boolean> {
  return (await gql('userLogout', USER_LOGOUT, {})).userLogout;
}

/** userLogoff: deletes the account (§2.15). */
export async function userLogoff(): Promise<boolean> {
  return (await gql('userLogoff', USER_LOGOFF, {})).userLogoff;
}

/** userInfoQuery: the signed-in user with addresses and cards. */
export async function userInfoQuery(): Promise<UserInfo> {
  return present('userInfoQuery', (await gql('userInfoQuery', USER_INFO_QUERY, {})).userInfoQuery);
}

/** userEdit: one of {firstname, lastname} / {gender} / {birthday} / {email}; answers the whole user. */
export async function userEdit(param: { firstname?: string; lastname?: string; gender?: number; birthday?: string; email?: string }): Promise<UserInfo> {
  return present('userEdit', (await gql('userEdit', USER_EDIT, { param })).userEdit);
}

/** userAccountModifyRequest: a code sent to the user's own phone, to change the e-mail. `captcha`: the token (captcha on, §7). */
export async function userAccountModifyRequest(args: { account: string; country: string }, captcha?: string): Promise<boolean> {
  return (await gql('userAccountModifyRequest', USER_ACCOUNT_MODIFY_REQUEST, args, { captcha })).userAccountModifyRequest;
}

/** userAccountModifySubmit: the code and the new e-mail; false → 'Account Modify Error'. */
export async function userAccountModifySubmit(args: { account: string; country: string; code: string; email: string }): Promise<boolean> {
  const { email, ...rest } = args;
  return (await gql('userAccountModifySubmit', USER_ACCOUNT_MODIFY_SUBMIT, { ...rest, param: { email } })).userAccountModifySubmit;
}

/** shippingEdit: id 0 adds an address; answers the saved address. */
export async function shippingEdit(id: number, param: Omit<Shipping, 'id' | 'street2' | 'mode' | 'method'> & { mode?: number; method?: number }): Promise<Shipping> {
  return present('shippingEdit', (await gql('shippingEdit', SHIPPING_EDIT, { id, param })).shippingEdit);
}

/** shippingDelete: removes one of the user's addresses. */
export async function shippingDelete(id: number): Promise<boolean> {
  return (await gql('shippingDelete', SHIPPING_DELETE, { id })).shippingDelete;
}

/** geoList: postcode (mode 1), suburb (2) or combined (3) lookup, 20 a page (§7, §9). */
export async function geoList(args: { country: string; mode: 1 | 2 | 3; filter: string; index?: number; count?: number }): Promise<GeoEntry[]> {
  return (await gql('geoList', GEO_LIST, { index: 0, count: 20, ...args })).geoList;
}
