/**
 * The cart bar and the cart drawer (storefront.md §2.4, §2.6): a bottom bar with count badge, 'View
 * order' and total; the drawer from the bottom (80 % of the height) on phones and from the right
 * (30vw) on wide screens, titled with the 'total unpaid', grouped by course, with minus / plus per new
 * entry; it closes when the cart becomes empty. 'Continue' checks the cart and goes on to checkout.
 */
import { useEffect, useId, useState } from 'react';
import Dialog from '../ui/Dialog';
import { useFormat } from '../ui/use-format';
import { buildCartView } from './cart-view';
import { CartCourses, CartHead } from './CartLines';
import { $lines } from '../stores/order';
import { $menu, $venue } from '../stores/menu';
import { $cartOpen, closeCart } from '../stores/ui';
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

  return (
    <Dialog open={open} onClose={closeCart} variant={wide ? 'right' : 'bottom'} labelledBy={titleId} className="cart-panel">
      <CartHead titleId={titleId} totalUnpaid={view.totalUnpaid} />
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
        <CartCourses courses={view.courses} multiStore={view.multiStore} />
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
