/**
 * The menu page's smaller overlays (storefront.md §2.6): the upsell overlay after adding an item
 * ('Make it a combo?' / 'Not now'), the changed-items modal, the store info modal (address, weekly
 * hours with 'Closed', support phone), the poster popup and list, and the menu group selector.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { upgradeToCombo, type ProductBuild } from '../../domain/item-builder';
import { buildWeeklyHours, formatDayHours, toVenueLocal } from '../../domain/opening-hours';
import type { Poster } from '../../domain/types';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { readImage } from './images';
import { dismissPoster, mayAutoPopup, pickPopupPoster, postersInScope, POSTER_DISMISS_KEY } from './posters';
import { readPosterDismissals } from './poster-dismissals';
import { addBuild } from '../stores/order';
import { $menu, $menus, $venue } from '../stores/menu';
import {
  $changedItems,
  $menuPickerOpen,
  $posters,
  $storeInfoOpen,
  $upsell,
  closeChangedItems,
  closeMenuPicker,
  closePosters,
  closeStoreInfo,
  closeUpsell,
  declineUpsell,
  openSheet,
  showToast,
} from '../stores/ui';
import { useValue } from '../stores/react';

export function UpsellOverlay() {
  const upsell = useValue($upsell);
  const { t, money, name, error, local } = useFormat();
  const id = useId();
  if (!upsell) return null;
  const build = upsell.seed as ProductBuild;
  const notNow = () => {
    closeUpsell();
    declineUpsell(build.product.id);
    const r = addBuild(build);
    showToast(r.ok ? t('cart.added', { name: name(build.product as { name: string }), count: build.quantity }) : error(r));
  };
  const upgrade = (comboId: number) => {
    const r = upgradeToCombo(build, comboId);
    closeUpsell();
    if (!r.ok) {
      showToast(error(r));
      return;
    }
    openSheet({ ref: { kind: 'combo', comboId }, seed: r.value, backTo: { kind: 'product', productId: build.product.id } });
  };
  return (
    <Dialog open onClose={notNow} labelledBy={`${id}-t`} variant="center" className="upsell">
      <h2 id={`${id}-t`}>{t('product.upsellTitle')}</h2>
      <p className="muted">{t('product.upsellBody')}</p>
      <ul className="upsell-list">
        {upsell.combos.map((c) => {
          const img = c.icon_type === 1 ? readImage(c.icon) : null;
          return (
            <li key={c.id} className="upsell-card">
              {img ? <img src={img.src} alt="" width="56" height="56" /> : <span className="upsell-icon"><Icon name="bag" /></span>}
              <span className="upsell-text">
                <strong>{name(c as { name: string })}</strong>
                {c.content && <span className="muted small">{local(c.content, c.content_i18n)}</span>}
                <span className="upsell-price">{money(c.price)}</span>
              </span>
              <button type="button" className="btn btn-primary btn-sm" onClick={() => upgrade(c.id)}>
                {t('product.upgrade')}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost btn-block" onClick={notNow}>
          {t('common.notNow')}
        </button>
      </div>
    </Dialog>
  );
}

export function ChangedItemsModal() {
  const items = useValue($changedItems);
  const { t } = useFormat();
  const id = useId();
  if (!items) return null;
  return (
    <Dialog open onClose={closeChangedItems} labelledBy={`${id}-t`} role="alertdialog">
      <h2 id={`${id}-t`}>{t('cart.changedTitle')}</h2>
      <p>{t('cart.changedBody')}</p>
      <ul className="changed-list">
        {items.map((c) => (
          <li key={c.line.id}>{c.line.name}</li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={closeChangedItems}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}

export function StoreInfoModal() {
  const open = useValue($storeInfoOpen);
  const venue = useValue($venue);
  const { t, local } = useFormat();
  const id = useId();
  const [expanded, setExpanded] = useState(true);
  if (!open || !venue) return null;
  const today = toVenueLocal(Math.floor(Date.now() / 1000), venue.config.timezone).weekday;
  const week = buildWeeklyHours(venue.opentime, undefined, 1);
  const weekdays = t('store.weekdays', { returnObjects: true }) as unknown as string[];
  const address = [venue.street1, venue.city, venue.state, venue.postcode].filter(Boolean).join(', ');
  const phone = venue.support_number || venue.callnumber;
  return (
    <Dialog open onClose={closeStoreInfo} labelledBy={`${id}-t`}>
      <h2 id={`${id}-t`}>{venue.name}</h2>
      <button type="button" className="icon-btn dialog-close" aria-label={t('common.close')} onClick={closeStoreInfo}>
        <Icon name="close" />
      </button>
      {venue.introduction && <p className="muted">{local(venue.introduction, venue.introduction_i18n)}</p>}
      {address && (
        <p className="info-line">
          <Icon name="pin" />
          <span>
            <strong>{t('store.address')}</strong>
            <br />
            {address}
          </span>
        </p>
      )}
      <div className="info-line">
        <Icon name="clock" />
        <div className="hours">
          <button type="button" className="hours-toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            <strong>{t('store.openingHours')}</strong>
            <Icon name="chev-down" className={expanded ? 'chev open' : 'chev'} />
          </button>
          {expanded && (
            <table className="hours-table">
              <tbody>
                {week.map((d) => (
                  <tr key={d.week} className={d.week === today ? 'is-today' : ''}>
                    <th scope="row">{Array.isArray(weekdays) ? weekdays[d.week] : d.week}</th>
                    <td>{d.closed ? t('common.closed') : formatDayHours(d, t('store.open24h'))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
      {phone && (
        <p className="info-line">
          <Icon name="phone" />
          <span>
            <strong>{t('store.supportPhone')}</strong>
            <br />
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </span>
        </p>
      )}
    </Dialog>
  );
}


/**
 * The poster popup on entry, and the poster list opened by the header's poster chips. `autoPopup`
 * false holds the popup back (and hides one already up) while 'Start order' or a table prompt is open;
 * once held back it does not pop up after 'Start order' on this visit (`mayAutoPopup`, issue 27 item
 * 19). Both have a close button (×) beside the poster's own action.
 */
/**
 * Posters: the popup (storefront.md §2.6) and the list. `heldBack`: something the diner had to answer first
 * was open before this code loaded ('Start order' at entry) — the popup stays down for the visit, however
 * late its code arrives (issue 27 item 19).
 */
export function Posters({ tableMode, autoPopup, heldBack: heldAtEntry = false }: { tableMode: boolean; autoPopup: boolean; heldBack?: boolean }) {
  const mode = useValue($posters);
  const venue = useValue($venue);
  const { t, local } = useFormat();
  const id = useId();
  const [popup, setPopup] = useState<Poster | null>(null);
  const heldBack = useRef(false);
  useEffect(() => {
    if (!venue) return;
    if (!mayAutoPopup({ heldBack: heldBack.current || heldAtEntry, blocking: !autoPopup })) {
      heldBack.current = true;
      setPopup(null);
      return;
    }
    setPopup(pickPopupPoster(venue.posters, tableMode, venue.id, readPosterDismissals()));
  }, [venue, tableMode, autoPopup, heldAtEntry]);
  // Opening the posters list shows every poster: a popup still waiting (its code loaded late, or held back
  // behind 'Start order') is not shown again when the list closes.
  useEffect(() => {
    if (mode === 'list') setPopup(null);
  }, [mode]);
  if (!venue) return null;
  const dismiss = () => {
    if (popup) {
      try {
        localStorage.setItem(POSTER_DISMISS_KEY, JSON.stringify(dismissPoster(readPosterDismissals(), venue.id, popup.id, Date.now())));
      } catch {
        /* ignore */
      }
    }
    setPopup(null);
  };
  const list = mode === 'list' ? postersInScope(venue.posters, tableMode) : [];
  // The popup waits while something that must be answered first is open ('Start order', a table prompt).
  const popupShown = Boolean(popup && !mode && autoPopup);
  const shown = popupShown && popup ? [popup] : list;
  if (shown.length === 0) return null;
  const close = popupShown ? dismiss : closePosters;
  return (
    <Dialog open onClose={close} labelledBy={`${id}-t`} className="poster">
      <button type="button" className="icon-btn dialog-close poster-close" aria-label={t('common.close')} onClick={close} data-testid="poster-close">
        <Icon name="close" />
      </button>
      {mode === 'list' && <h2 id={`${id}-t`}>{t('store.posters')}</h2>}
      {shown.map((p, i) => {
        const img = readImage(p.pic);
        return (
          <article key={p.id} className="poster-item">
            {img && <img src={img.src} alt={local(p.title, p.title_i18n)} width="400" height="225" />}
            {mode === 'list' ? <h3>{local(p.title, p.title_i18n)}</h3> : <h2 id={i === 0 ? `${id}-t` : undefined}>{local(p.title, p.title_i18n)}</h2>}
            {p.content && <p className="pre-line">{local(p.content, p.content_i18n)}</p>}
          </article>
        );
      })}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={close}>
          {popupShown ? p0Action(shown[0], t('poster.close'), local) : t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

const p0Action = (p: Poster | undefined, fallback: string, local: (v: string, i18n: unknown) => string) => (p?.action_text ? local(p.action_text, p.action_text_i18n) : fallback);

/** The menu group selector as a modal list (advanced menus). */
export function MenuPicker({ baseHref, dimmed }: { baseHref: string; dimmed: (status: number) => boolean }) {
  const open = useValue($menuPickerOpen);
  const menus = useValue($menus);
  const menu = useValue($menu);
  const { t, name } = useFormat();
  const id = useId();
  if (!open) return null;
  return (
    <Dialog open onClose={closeMenuPicker} labelledBy={`${id}-t`}>
      <h2 id={`${id}-t`}>{t('menu.chooseMenu')}</h2>
      <button type="button" className="icon-btn dialog-close" aria-label={t('common.close')} onClick={closeMenuPicker}>
        <Icon name="close" />
      </button>
      <ul className="menu-pick-list">
        {menus.map((m) => {
          const off = dimmed(m.status);
          const img = readImage(m.icon);
          const inner = (
            <>
              {img ? <img src={img.src} alt="" width="40" height="40" /> : <Icon name="grid" />}
              <span>{name(m as { name: string; name_i18n?: unknown })}</span>
              {off && <span className="muted small">{t('menu.menuUnavailable')}</span>}
            </>
          );
          return (
            <li key={m.id}>
              {off ? (
                <span className="menu-pick is-dim" aria-disabled="true">
                  {inner}
                </span>
              ) : (
                <a className={`menu-pick ${menu?.id === m.id ? 'is-on' : ''}`} href={`${baseHref}?menu=${m.id}`} aria-current={menu?.id === m.id ? 'page' : undefined}>
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
