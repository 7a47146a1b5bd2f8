/**
 * The cart bar and the cart drawer (storefront.md §2.4, §2.6): a bottom bar with count badge, 'View
 * order' and total; the drawer from the bottom (80 % of the height) on phones and from the right
 * (30vw) on wide screens, titled with the 'total unpaid', grouped by course, with minus / plus per new
 * entry; it closes when the cart becomes empty. 'Continue' checks the cart and goes on to checkout.
 */
import { useEffect, useId, useState } from 'react';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { buildCartView } from './cart-view';
import { $lines, changeEntry } from '../stores/order';
import { $menu, $venue } from '../stores/menu';
import { $cartOpen, closeCart, showToast } from '../stores/ui';
import { useValue } from '../stores/react';

function useWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const mq = matchMedia('(min-width: 900px)');
    const on = () => setWide(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return wide;
}

export default function CartDrawer({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  const { t, money, locale } = useFormat();
  const open = useValue($cartOpen);
  const lines = useValue($lines);
  const venue = useValue($venue);
  const menu = useValue($menu);
  const wide = useWide();
  const titleId = useId();
  const [tab, setTab] = useState<'new' | 'ordered' | undefined>(undefined);
  const view = buildCartView(lines, venue ?? { order_sequences: [] }, menu ? [menu] : [], locale, tab);

  useEffect(() => {
    if (open && view.empty) closeCart();
  }, [open, view.empty]);

  const change = (headId: number, delta: number) => {
    const r = changeEntry(headId, delta);
    if (!r.ok) showToast(t(`errors.${r.code}`, { ...(r.params ?? {}) }));
  };

  return (
    <Dialog open={open} onClose={closeCart} variant={wide ? 'right' : 'bottom'} labelledBy={titleId} className="cart-panel">
      <div className="panel-head">
        <h2 id={titleId}>
          {t('cart.title')}
          <span className="cart-unpaid">{t('cart.totalUnpaid', { total: money(view.totalUnpaid) })}</span>
        </h2>
        <button type="button" className="icon-btn" aria-label={t('cart.close')} onClick={closeCart}>
          <Icon name="close" />
        </button>
      </div>
      {view.tabs.shown && (
        <div className="cart-tabs" role="tablist">
          {(['new', 'ordered'] as const).map((k) => (
            <button key={k} role="tab" type="button" aria-selected={view.tabs.tab === k} onClick={() => setTab(k)}>
              {k === 'new' ? t('cart.newlyAdded') : t('cart.ordered')}
            </button>
          ))}
        </div>
      )}
      <div className="panel-body cart-body">
        {view.empty && <p className="muted cart-empty">{t('cart.empty')}</p>}
        {view.courses.map((course) => (
          <section key={course.sequence} className="cart-course" aria-label={course.label ? ('name' in course.label ? course.label.name : t(course.label.key, course.label.params)) : t('cart.title')}>
            {course.label && <h3 className="cart-course-h">{'name' in course.label ? course.label.name : t(course.label.key, course.label.params)}</h3>}
            <ul className="cart-lines">
              {course.entries.map((e) => (
                <li key={e.headId} className={`cart-line ${e.editable ? 'is-new' : ''}`}>
                  <div className="cart-line-main">
                    {view.multiStore && e.store && <span className="cart-line-store">{e.store}</span>}
                    <span className="cart-line-name">{e.name}</span>
                    {e.details.length > 0 && <span className="cart-line-details">{e.details.join(', ')}</span>}
                    {e.notes && <span className="cart-line-notes">{t('cart.notes', { notes: e.notes })}</span>}
                    <span className="cart-line-price">{money(e.total)}</span>
                  </div>
                  {e.editable ? (
                    <div className="stepper stepper-sm" role="group" aria-label={e.name}>
                      <button type="button" className="qty-btn" aria-label={t('cart.decrease', { name: e.name })} onClick={() => change(e.headId, -1)}>
                        −
                      </button>
                      <span className="stepper-n">{e.count}</span>
                      <button type="button" className="qty-btn" aria-label={t('cart.increase', { name: e.name })} onClick={() => change(e.headId, 1)}>
                        +
                      </button>
                    </div>
                  ) : (
                    <span className="cart-line-count">×{e.count}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="panel-foot">
        <button type="button" className="btn btn-primary btn-block" aria-disabled={view.empty || busy} onClick={() => !view.empty && !busy && onContinue()} data-testid="cart-continue">
          {busy ? t('common.loading') : t('cart.continue')}
          <span className="btn-amount">{money(view.totalUnpaid)}</span>
        </button>
      </div>
    </Dialog>
  );
}
