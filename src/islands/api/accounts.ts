/**
 * The account operations of the storefront (accounts-and-loyalty.md §7), named and argued as the
 * specification names them. The caller installs the session first (`setAuthToken`, see
 * `account/account-api.ts`). Errors are `ApiError`s carrying the server's `extensions.code`.
 */
import type { AuthAnswer } from '../order/order-types';
import { gql } from './client';

/** The terminal byte of a web browser (§7 "terminal is one of two byte values"). */
export const WEB_TERMINAL = 2;

const INFO = 'id username type avatar email firstname lastname phone gender birthday';
const AUTH = `authorization { token expired_at refresh_expired_at } extra type info { ${INFO} password_set }`;

/** A member login's answer; `info.password_set` false calls for the first-time password modal (§2.7). */
export type MemberAuth = AuthAnswer & { info: AuthAnswer['info'] & { password_set?: boolean } };

/** A social provider's profile kept as fbParam through registration (§2.3, §2.4). */
export interface FbParam {
  /** The provider's user id. */
  id: string;
  /** The provider's token proving it (Facebook access token, Google / Apple ID token). */
  token: string;
  email?: string;
  name?: string;
}
export const SHIPPING_FIELDS = 'id firstname lastname phone country state city street1 street2 postcode geo_id';
const PAYCARD_FIELDS = 'id name account type brand last4 expiry';

/** A saved delivery address (§3 "Shipping address"). */
export interface Shipping {
  id: number;
  firstname: string;
  lastname: string;
  phone: string;
  country: string;
  state: string;
  /** The suburb. */
  city: string;
  street1: string;
  street2?: string;
  postcode: string;
  geo_id: number;
}

/** A saved card: a provider token's name and last four only (§2.10, issue 12 "Saved cards hold tokens only"). */
export interface PayCard {
  id: number;
  name: string;
  account: string;
  type: string;
  brand: string;
  last4: string;
  /** MM/YY as the provider gave it. */
  expiry: string;
}

/** userInfoQuery's user (§3 "User"). */
export interface UserInfo {
  id: number;
  username: string;
  type: number;
  avatar: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  gender: number;
  /** DD/MM/YYYY or ''. */
  birthday: string;
  /** ISO alpha-2 of the phone. */
  country: string;
  shipping: Shipping[];
  paycards: PayCard[];
}

/** An entry of the postcode / suburb lookup (§3 "Geo entry"). */
export interface GeoEntry {
  id: number;
  country: string;
  state: string;
  city: string;
  postcode: string;
}

/** userLogin: mobile (as typed, national or international) + country + password → the session. */
export async function userLogin(args: { account: string; country: string; password: string }): Promise<MemberAuth> {
  const q = `mutation userLogin($account: String!, $country: String, $password: String!, $terminal: Byte) {
    userLogin(account: $account, country: $country, password: $password, terminal: $terminal) { ${AUTH} } }`;
  return (await gql<{ userLogin: MemberAuth }>('userLogin', q, { ...args, terminal: WEB_TERMINAL })).userLogin;
}

/** userLoginSocial: a member by a social identity (platform 3 Facebook, 4 Google, 5 Apple); unknown identity → 'The account or password incorrect'. */
export async function userLoginSocial(args: { id: string; platform: number; token: string }): Promise<MemberAuth> {
  const q = `mutation userLoginSocial($id: String, $platform: Byte, $token: String, $terminal: Byte) {
    userLoginSocial(id: $id, platform: $platform, token: $token, terminal: $terminal) { ${AUTH} } }`;
  return (await gql<{ userLoginSocial: MemberAuth }>('userLoginSocial', q, { ...args, terminal: WEB_TERMINAL })).userLoginSocial;
}

/** userPasswordModify: the first-time password (§2.7) sends `new_password` only. */
export async function userPasswordModify(args: { old_password?: string; new_password: string }): Promise<boolean> {
  const q = `mutation userPasswordModify($old: String, $new: String) { userPasswordModify(old_password: $old, new_password: $new) }`;
  return (await gql<{ userPasswordModify: boolean }>('userPasswordModify', q, { old: args.old_password, new: args.new_password })).userPasswordModify;
}

/** userRegisterRequest: sends a registration code by SMS; false → 'Request Error'. */
export async function userRegisterRequest(args: { account: string; country: string }): Promise<boolean> {
  const q = `mutation userRegisterRequest($account: String!, $country: String) { userRegisterRequest(account: $account, country: $country) }`;
  return (await gql<{ userRegisterRequest: boolean }>('userRegisterRequest', q, args)).userRegisterRequest;
}

/** userRegisterSubmit for a mobile member (platform 1): a guest (page type 2) becomes a member the same way. */
export async function userRegisterSubmit(args: { account: string; username: string; country: string; password: string; code: string; platform: number; firstname?: string; lastname?: string; email?: string; id?: string; token?: string }): Promise<MemberAuth | null> {
  const q = `mutation userRegisterSubmit($account: String, $username: String, $country: String, $password: String, $code: String, $platform: Byte, $terminal: Byte, $firstname: String, $lastname: String, $email: String, $id: String, $token: String) {
    userRegisterSubmit(account: $account, username: $username, country: $country, password: $password, code: $code, platform: $platform, terminal: $terminal, firstname: $firstname, lastname: $lastname, email: $email, id: $id, token: $token) { ${AUTH} } }`;
  return (await gql<{ userRegisterSubmit: MemberAuth | null }>('userRegisterSubmit', q, { ...args, terminal: WEB_TERMINAL })).userRegisterSubmit;
}

/** userPasswordResetRequest: sends a reset code by SMS; false → 'Request Error'. */
export async function userPasswordResetRequest(args: { account: string; country: string }): Promise<boolean> {
  const q = `mutation userPasswordResetRequest($account: String!, $country: String) { userPasswordResetRequest(account: $account, country: $country) }`;
  return (await gql<{ userPasswordResetRequest: boolean }>('userPasswordResetRequest', q, args)).userPasswordResetRequest;
}

/** userPasswordResetSubmit: sets a new password with the code. */
export async function userPasswordResetSubmit(args: { account: string; country: string; password: string; code: string }): Promise<boolean> {
  const q = `mutation userPasswordResetSubmit($account: String!, $country: String, $password: String!, $code: String!) {
    userPasswordResetSubmit(account: $account, country: $country, password: $password, code: $code) }`;
  return (await gql<{ userPasswordResetSubmit: boolean }>('userPasswordResetSubmit', q, args)).userPasswordResetSubmit;
}

/** userLogout: revokes the session's token. */
export async function userLogout(): Promise<boolean> {
  return (await gql<{ userLogout: boolean }>('userLogout', 'mutation userLogout { userLogout }')).userLogout;
}

/** userLogoff: deletes the account (§2.15). */
export async function userLogoff(): Promise<boolean> {
  return (await gql<{ userLogoff: boolean }>('userLogoff', 'mutation userLogoff { userLogoff }')).userLogoff;
}

/** userInfoQuery: the signed-in user with addresses and cards. */
export async function userInfoQuery(): Promise<UserInfo> {
  const q = `query userInfoQuery { userInfoQuery { ${INFO} country shipping { ${SHIPPING_FIELDS} } paycards { ${PAYCARD_FIELDS} } } }`;
  return (await gql<{ userInfoQuery: UserInfo }>('userInfoQuery', q)).userInfoQuery;
}

/** userEdit: one of {firstname, lastname} / {gender} / {birthday} / {email}; answers the whole user. */
export async function userEdit(param: { firstname?: string; lastname?: string; gender?: number; birthday?: string; email?: string }): Promise<UserInfo> {
  const q = `mutation userEdit($param: UserEditInput!) { userEdit(param: $param) { ${INFO} country shipping { ${SHIPPING_FIELDS} } paycards { ${PAYCARD_FIELDS} } } }`;
  return (await gql<{ userEdit: UserInfo }>('userEdit', q, { param })).userEdit;
}

/** userAccountModifyRequest: a code sent to the user's own phone, to change the e-mail. */
export async function userAccountModifyRequest(args: { account: string; country: string }): Promise<boolean> {
  const q = `mutation userAccountModifyRequest($account: String!, $country: String) { userAccountModifyRequest(account: $account, country: $country) }`;
  return (await gql<{ userAccountModifyRequest: boolean }>('userAccountModifyRequest', q, args)).userAccountModifyRequest;
}

/** userAccountModifySubmit: the code and the new e-mail; false → 'Account Modify Error'. */
export async function userAccountModifySubmit(args: { account: string; country: string; code: string; email: string }): Promise<boolean> {
  const q = `mutation userAccountModifySubmit($account: String!, $country: String, $code: String!, $param: UserAccountModifyInput) {
    userAccountModifySubmit(account: $account, country: $country, code: $code, param: $param) }`;
  const { email, ...rest } = args;
  return (await gql<{ userAccountModifySubmit: boolean }>('userAccountModifySubmit', q, { ...rest, param: { email } })).userAccountModifySubmit;
}

/** shippingEdit: id 0 adds an address; answers the saved address. */
export async function shippingEdit(id: number, param: Omit<Shipping, 'id' | 'street2'>): Promise<Shipping> {
  const q = `mutation shippingEdit($id: Long!, $param: ShippingInput!) { shippingEdit(id: $id, param: $param) { ${SHIPPING_FIELDS} } }`;
  return (await gql<{ shippingEdit: Shipping }>('shippingEdit', q, { id, param })).shippingEdit;
}

/** shippingDelete: removes one of the user's addresses. */
export async function shippingDelete(id: number): Promise<boolean> {
  return (await gql<{ shippingDelete: boolean }>('shippingDelete', 'mutation shippingDelete($id: Long!) { shippingDelete(id: $id) }', { id })).shippingDelete;
}

/** geoList: postcode (mode 1), suburb (2) or combined (3) lookup, 20 a page (§7, §9). */
export async function geoList(args: { country: string; mode: 1 | 2 | 3; filter: string; index?: number; count?: number }): Promise<GeoEntry[]> {
  const q = `query geoList($country: String, $mode: Int, $filter: String, $index: Int, $count: Int) {
    geoList(country: $country, mode: $mode, filter: $filter, index: $index, count: $count) { id country state city postcode } }`;
  return (await gql<{ geoList: GeoEntry[] }>('geoList', q, { index: 0, count: 20, ...args })).geoList;
}
