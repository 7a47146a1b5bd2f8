/**
 * Taps before hydration (issue 28 item 1): a classic inline script in every page's <head> (Base.astro)
 * that, until the island named by the nearest `data-replay="<name>"` ancestor says it is ready
 * (`islandReady(name)` in src/islands/tap-replay.ts), holds each tap on a button inside that ancestor
 * in a queue and marks the button `aria-busy="true"` (styled as not ready yet); the island replays the
 * queued taps in order once its handlers are in. Nothing is lost and nothing is a silent no-op. The
 * script's SHA-256 is allowed in the Content-Security-Policy (astro.config.mjs, `tapQueueHash`).
 * The queue lives on `window.__platterTaps` as `{ q: HTMLElement[], ready: Record<string, true> }`.
 */
export const TAP_QUEUE_SCRIPT =
  "(function(){var q=[],ready={};window.__platterTaps={q:q,ready:ready};" +
  "document.addEventListener('click',function(e){var t=e.target;if(!t||!t.closest)return;" +
  "var b=t.closest('button,[role=\"button\"]');var h=b&&b.closest('[data-replay]');if(!h)return;" +
  "if(ready[h.getAttribute('data-replay')])return;e.preventDefault();e.stopImmediatePropagation();" +
  "q.push(b);b.setAttribute('aria-busy','true');},true);})();";
