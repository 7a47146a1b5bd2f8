/**
 * Keeps the server-rendered menu live without re-rendering it (issue 4 "keep product rows
 * server-rendered"): writes row states and category badges into the existing markup, and turns clicks
 * on `data-action` buttons into verbs. Browser only; the states come from `row-state.ts`.
 */
import type { RowKey, RowState } from '../stores/row-state';

/** Writes each row's count, badge, count visibility, minus (while units are removable), sold-out overlay and add state. */
export function syncRows(root: ParentNode, states: ReadonlyMap<RowKey, RowState>, texts: { inCart: (n: number) => string }): void {
  for (const row of root.querySelectorAll<HTMLElement>('[data-row]')) {
    const state = states.get(row.dataset.row as RowKey);
    if (!state) continue;
    const count = state.count;
    // The minus takes off only new units: none left (all sent to the kitchen at a table) hides it.
    if (row.dataset.removable !== String(state.removable)) {
      row.dataset.removable = String(state.removable);
      const minus = row.querySelector<HTMLElement>('.qty-minus');
      if (minus) minus.hidden = state.removable === 0;
    }
    if (row.dataset.count !== String(count)) {
      row.dataset.count = String(count);
      const counter = row.querySelector<HTMLElement>('.qty-count');
      const badge = row.querySelector<HTMLElement>('.row-badge');
      if (counter) {
        counter.hidden = count === 0;
        counter.textContent = String(count);
      }
      if (badge) {
        badge.hidden = count === 0;
        badge.textContent = String(count);
        badge.setAttribute('aria-label', texts.inCart(count));
      }
    }
    const soldOut = state.soldOut;
    if (soldOut !== row.hasAttribute('data-soldout')) row.toggleAttribute('data-soldout', soldOut);
    const overlay = row.querySelector<HTMLElement>('.row-soldout');
    if (overlay) overlay.hidden = !soldOut;
    const open = row.querySelector<HTMLElement>('.row-open');
    if (open) {
      if (soldOut) open.setAttribute('aria-disabled', 'true');
      else open.removeAttribute('aria-disabled');
    }
    const add = row.querySelector<HTMLButtonElement>('.qty-add');
    if (add) {
      add.disabled = soldOut;
      if (!soldOut && !state.canAdd) add.setAttribute('aria-disabled', 'true');
      else add.removeAttribute('aria-disabled');
    }
  }
}

/** Writes the per-category cart badges of the category bar. */
export function syncCategoryBadges(root: ParentNode, counts: ReadonlyMap<number, number>, label: (n: number) => string): void {
  for (const badge of root.querySelectorAll<HTMLElement>('[data-cat-badge]')) {
    const n = counts.get(Number(badge.dataset.catBadge)) ?? 0;
    badge.hidden = n === 0;
    badge.textContent = String(n);
    badge.setAttribute('aria-label', label(n));
  }
}

export type RowAction = 'open' | 'add' | 'minus';

/** Calls `onRow` for clicks on row buttons and `onUi` for other `data-ui` buttons; returns the remover. */
export function wireMenuClicks(root: HTMLElement, onRow: (key: RowKey, action: RowAction, el: HTMLElement) => void, onUi: (name: string, el: HTMLElement) => void): () => void {
  const handler = (e: MouseEvent) => {
    const target = e.target as HTMLElement | null;
    const ui = target?.closest<HTMLElement>('[data-ui]');
    if (ui && root.contains(ui)) {
      e.preventDefault();
      onUi(ui.dataset.ui ?? '', ui);
      return;
    }
    const button = target?.closest<HTMLElement>('[data-action]');
    const row = button?.closest<HTMLElement>('[data-row]');
    if (!button || !row) return;
    e.preventDefault();
    onRow(row.dataset.row as RowKey, button.dataset.action as RowAction, button);
  };
  root.addEventListener('click', handler);
  return () => root.removeEventListener('click', handler);
}

/** Category bar scroll step (storefront.md §9): 400 px. */
export const CATEGORY_SCROLL_STEP = 400;
/** Sticky offset of the category bar (storefront.md §9): 56 px. */
export const STICKY_OFFSET = 56;

/**
 * The category bar: arrows scroll it by 400 px, tapping a category scrolls the menu to it, and the
 * category in view is highlighted (aria-current) and kept visible in the bar.
 */
export function wireCategoryBar(bar: HTMLElement): () => void {
  const track = bar.querySelector<HTMLElement>('[data-cat-track]');
  if (!track) return () => undefined;
  const left = bar.querySelector<HTMLButtonElement>('[data-cat-scroll="left"]');
  const right = bar.querySelector<HTMLButtonElement>('[data-cat-scroll="right"]');
  const updateArrows = () => {
    if (left) left.disabled = track.scrollLeft <= 2;
    if (right) right.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  };
  const onArrow = (dir: number) => () => track.scrollBy({ left: dir * CATEGORY_SCROLL_STEP, behavior: 'smooth' });
  const leftFn = onArrow(-1);
  const rightFn = onArrow(1);
  left?.addEventListener('click', leftFn);
  right?.addEventListener('click', rightFn);
  track.addEventListener('scroll', updateArrows, { passive: true });
  updateArrows();

  const links = [...track.querySelectorAll<HTMLAnchorElement>('a[href^="#cat-"]')];
  let pausedUntil = 0;
  const onLink = (e: Event) => {
    const a = e.currentTarget as HTMLAnchorElement;
    const section = document.getElementById(a.hash.slice(1));
    if (!section) return;
    e.preventDefault();
    pausedUntil = Date.now() + 800;
    setCurrent(a);
    const top = section.getBoundingClientRect().top + scrollY - STICKY_OFFSET - bar.offsetHeight - 4;
    scrollTo({ top, behavior: 'smooth' });
    history.replaceState(null, '', a.hash);
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  const setCurrent = (a: HTMLAnchorElement | undefined) => {
    for (const l of links) {
      if (l === a) l.setAttribute('aria-current', 'true');
      else l.removeAttribute('aria-current');
    }
    if (a) {
      const x = a.offsetLeft - track.clientWidth / 2 + a.offsetWidth / 2;
      track.scrollTo({ left: x, behavior: 'smooth' });
    }
  };
  for (const l of links) l.addEventListener('click', onLink);

  const sections = links.map((l) => document.getElementById(l.hash.slice(1))).filter((s): s is HTMLElement => Boolean(s));
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (Date.now() < pausedUntil) return;
      const line = STICKY_OFFSET + bar.offsetHeight + 24;
      let current: HTMLElement | undefined;
      for (const s of sections) if (s.getBoundingClientRect().top <= line) current = s;
      const link = links.find((l) => l.hash === `#${(current ?? sections[0])?.id}`);
      if (link && link.getAttribute('aria-current') !== 'true') setCurrent(link);
    });
  };
  addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  return () => {
    left?.removeEventListener('click', leftFn);
    right?.removeEventListener('click', rightFn);
    track.removeEventListener('scroll', updateArrows);
    for (const l of links) l.removeEventListener('click', onLink);
    removeEventListener('scroll', onScroll);
  };
}
