/**
 * `react-dom/client` in the browser build (astro.config.mjs `browserPreact`, issue 15): Preact's
 * createRoot/hydrateRoot, plus one React behaviour Preact lacks. React selects the `<option>` whose
 * value equals a controlled `<select value>` on every render; Preact sets `select.value` only when it
 * differs from the DOM's, so a select left with no option selected (all options were disabled when it
 * was filled, e.g. the pre-order hour on a closed day) kept showing blank. After each `<select>` render
 * the controlled value is applied when the DOM shows another one.
 */
import { options, type VNode } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  if (vnode.type === 'select') {
    const dom = (vnode as unknown as { __e?: unknown }).__e;
    const value = (vnode.props as { value?: unknown; multiple?: boolean }).value;
    if (dom instanceof HTMLSelectElement && !dom.multiple && value != null) {
      const want = String(value);
      if (dom.selectedIndex === -1 || dom.value !== want) {
        const match = [...dom.options].find((o) => o.value === want);
        if (match && !match.selected) match.selected = true;
      }
    }
  }
  previousDiffed?.(vnode);
};
