/**
 * The SMS code's resend wait on a send button (issue 27 item 7): `left` seconds still to wait (0 when
 * the button may send), `startWait(seconds)` starts the countdown (after a code is sent: 60 s, the
 * server's per-phone wait; after a refusal: its `retryAfterSeconds`). Ticks once a second while waiting.
 */
import { useEffect, useState } from 'react';
import { secondsLeft } from './account-view';

/** The per-phone wait between two codes (seconds), as the server's SMS_CODE_RULES.perPhoneMinMs. */
export const CODE_RESEND_SECONDS = 60;

export function useCodeWait(): { left: number; startWait: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  return {
    left: secondsLeft(until, now),
    startWait: (seconds: number) => {
      const at = Date.now();
      setNow(at);
      setUntil(seconds > 0 ? at + seconds * 1000 : 0);
    },
  };
}
