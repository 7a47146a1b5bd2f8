/**
 * Members for end-to-end tests: GraphQL calls to a started server and a member registered with the code
 * the SMS outbox logged (accounts-and-loyalty.md §2.4–2.5), answered as the session the storefront keeps
 * in localStorage ('platter:session').
 */
import { expect } from 'vitest';
import type { ServerProcess } from './server-process';

/** What a GraphQL answer carries. */
export type GqlAnswer = { data?: Record<string, any>; errors?: { message: string }[] };

/** Helpers bound to the server `server()` answers (called late: the server starts in beforeAll). */
export function memberKit(server: () => ServerProcess) {
  async function gql(query: string, variables: Record<string, unknown> = {}, token = ''): Promise<GqlAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server().url}/xcloud/user/gapi`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as GqlAnswer;
  }

  /** Registers a member (AU mobile `national`, e.g. '0491570200'); answers the session JSON the storefront stores. */
  async function registerMember(national: string, firstname: string): Promise<string> {
    expect((await gql('mutation($a:String){ userRegisterRequest(account:$a, country:"AU") }', { a: national })).data?.userRegisterRequest).toBe(true);
    const e164 = `+61${national.slice(1)}`;
    // The log masks the phone to its last four digits (providers/sms maskPhone).
    // The SMS log line reaches this process through a pipe, maybe after the answer: look again a few times.
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      code = [...server().output().matchAll(new RegExp(`SMS to …${e164.slice(-4)}: [^\\n]*?(\\d{6})`, 'g'))].at(-1)?.[1];
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    if (!code) throw new Error(`no SMS code to ${e164} in the server's log`);
    const r = await gql(
      `mutation($a:String,$code:String,$f:String){ userRegisterSubmit(account:$a, username:$a, country:"AU", password:"lantern-tea-42", code:$code, platform:1, firstname:$f){
        authorization{ token expired_at } extra type info{ id type firstname lastname phone email username avatar } } }`,
      { a: national, code, f: firstname },
    );
    const auth = r.data?.userRegisterSubmit;
    if (!auth) throw new Error(JSON.stringify(r.errors));
    const i = auth.info;
    return JSON.stringify({ token: auth.authorization.token, expiredAt: auth.authorization.expired_at, user: { id: i.id, type: i.type, firstname: i.firstname, lastname: i.lastname ?? '', phone: i.phone, email: i.email ?? '', username: i.username ?? '', avatar: '' }, extra: auth.extra ?? '{}' });
  }

  /** A page init script that installs `session` before the storefront reads it. */
  const withSession = (session: string) => ({ fn: (s: string) => localStorage.setItem('platter:session', s), arg: session });

  return { gql, registerMember, withSession };
}
