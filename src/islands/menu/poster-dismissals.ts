/** The poster dismissals this browser remembers (localStorage `POSTER_DISMISS_KEY`; `{}` when unreadable). */
import { POSTER_DISMISS_KEY, type PosterDismissals } from './posters';

export function readPosterDismissals(): PosterDismissals {
  try {
    return JSON.parse(localStorage.getItem(POSTER_DISMISS_KEY) ?? '{}') as PosterDismissals;
  } catch {
    return {};
  }
}
