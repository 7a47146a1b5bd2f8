/**
 * The staff app's JSON calls behind the staff session cookie (issue 23 item 2): GET and POST with the
 * same-origin cookie; a refusal comes back as `StaffJsonError` with the server's `error` code
 * ('NOT_VALID', 'FORBIDDEN', 'NOT_FOUND', or 'SIGN_IN' for a 401) and the `field` at fault.
 */

/** A refused staff request. */
export class StaffJsonError extends Error {
  constructor(
    readonly code: string,
    readonly field: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Sends `body` (JSON) to `path` with POST, or GETs it; @returns the parsed answer; throws StaffJsonError. */
export async function staffJson<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401) throw new StaffJsonError('SIGN_IN', undefined, 'sign in');
  const json = (await res.json().catch(() => ({}))) as { error?: string; field?: string; message?: string };
  if (!res.ok) throw new StaffJsonError(json.error ?? 'ERROR', json.field, json.message ?? res.statusText);
  return json as T;
}
