/**
 * The account screen's share action (accounts-and-loyalty.md §2.2 "A social-network share action shares
 * the link {host}/{venueCode}"): the Web Share API where the browser has it (the phone's share sheet,
 * social apps included), else the link copied to the clipboard (the screen then says so in a toast).
 */

/** What came of a share: shared, copied (no Web Share), cancelled by the diner, or neither possible. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The browser's share and clipboard, as far as present (`navigator` in the browser; fakes in tests). */
export interface ShareEnv {
  share?: (data: { title?: string; url: string }) => Promise<void>;
  canShare?: (data: { title?: string; url: string }) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** The venue's link {host}/{venueCode} (§2.2) from the page's origin, e.g. 'https://x.example/laneway-espresso'. Pure. */
export function venueShareUrl(origin: string, venueCode: string): string {
  return `${origin.replace(/\/+$/, '')}/${encodeURIComponent(venueCode)}`;
}

/**
 * Shares `data` with `env.share` when present (and `canShare` does not refuse it): the diner closing
 * the sheet is 'cancelled' (an AbortError); any other failure falls back to the clipboard. Without Web
 * Share, or after its failure, copies `data.url`: 'copied', or 'failed' when there is no clipboard or
 * it refuses.
 */
export async function shareOrCopy(data: { title?: string; url: string }, env: ShareEnv): Promise<ShareOutcome> {
  if (env.share && (!env.canShare || env.canShare(data))) {
    try {
      await env.share(data);
      return 'shared';
    } catch (e) {
      if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
    }
  }
  if (!env.clipboard) return 'failed';
  try {
    await env.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
