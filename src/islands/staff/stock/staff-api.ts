/**
 * The staff app's JSON calls for sold out and pause/busy (issue 23 items 3, 4): same-origin fetches
 * with the staff cookie. A refusal's `message` is already in the staff member's language.
 */

/** One row of the sold-out board (the server's `StockBoardItem`). */
export interface StockItem {
  kind: 'product' | 'variant' | 'modifier' | 'ingredient';
  id: number;
  name: string;
  parent: string;
  soldOut: boolean;
  count: number | null;
  mark: { mode: 'soldOut' | 'count'; backAt: number } | null;
}

/** The venue's service state: pause end per type (seconds; 0 none), busy minutes, the server's now. */
export interface ServiceState {
  pauses: Record<'pickup' | 'takeaway' | 'delivery' | 'table', number>;
  busyMinutes: number;
  now: number;
  timezone: string;
  offered: ('pickup' | 'takeaway' | 'delivery' | 'table')[];
  untilResumed: number;
}

/** An answer: the value, or the server's message (or `fallback` when it sent none). */
export type Answer<T> = { ok: true; value: T } | { ok: false; message: string; status: number };

/** GET or POST (with `body`) a staff endpoint; a 401 sends the browser to the sign-in page. */
export async function staffCall<T>(path: string, body: unknown, fallback: string): Promise<Answer<T>> {
  try {
    const res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 401) location.assign('/staff/login');
    const json = (await res.json().catch(() => ({}))) as { message?: string };
    return res.ok ? { ok: true, value: json as T } : { ok: false, message: json.message ?? fallback, status: res.status };
  } catch {
    return { ok: false, message: fallback, status: 0 };
  }
}
