/**
 * The browser's calls to the server's plain HTTP endpoints (not GraphQL): courier quotes
 * (POST /create/delivery), the payment parameters' encryptor (POST /pay/encryptor), the receipt e-mail
 * (POST /cloud/open/invoice/email/:code) and the wallet pass link (POST /wallet/member/link). The
 * caller reads the response's status and body; a request that never reached the server rejects as
 * `fetch` does.
 */

/** POSTs `body` as JSON; `token`, when given (even ''), is sent as `authorization: Bearer …`. */
export function postJson(path: string, body: unknown, options: { token?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** POSTs `fields` as an HTML form (application/x-www-form-urlencoded). */
export function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}
