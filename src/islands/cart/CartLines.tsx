/**
 * The parts the storefront's cart drawer and the table's cart drawer share (storefront.md §2.6 "Cart
 * bar and cart drawer"): the head titled with the 'total unpaid', the lines grouped by course with
 * minus / plus on new entries only (a line already sent to the kitchen shows its count, never a minus),
 * and the change of an entry's quantity with its refusal as a toast; taking off an entry's last one asks
 * first ('Remove item', orders-and-payments.md §4.7).
 */
import Icon from '../ui/Icon';
import { useConfirm } from '../ui/ConfirmDialog';
import { useFormat } from '../ui/use-format';
import { changeEntry } from '../stores/order';
import { closeCart, showToast } from '../stores/ui';
import { removesLine, type CartView } from './cart-view';
import { judgeDish } from '../../domain/allergens';
import { $allergenFilter } from '../stores/allergen-filter';
import { useValue } from '../stores/react';

/** A line that conflicts with the diner's allergen filter (issue 25 item 4): what it contains, or 'not listed'. */
function LineAllergenFlag({ dish }: { dish: CartView['courses'][number]['entries'][number]['dish'] }) {
  const { t } = useFormat();
  const filter = useValue($allergenFilter);
  if (!dish) return null;
  const verdict = judgeDish(dish, filter);
  if (verdict.kind === 'pass') return null;
  const text =
    verdict.kind === 'unknown'
      ? `${t('allergens.notListed')} · ${t('allergens.notChecked')}`
      : verdict.codes.length > 0
        ? t('allergens.lineConflict', { list: verdict.codes.map((c) => t(`allergens.code.${c}`)).join(', ') })
        : t('allergens.lineDiet', { list: verdict.diets.map((d) => t(`allergens.diet.${d}`)).join(', ') });
  return (
    <span className="cart-line-alg" data-testid="cart-line-allergen">
      <span className="alg-sym alg-sym-warn" aria-hidden="true">!</span>{' '}
      {text}
    </span>
  );
}

/** Changes a new entry's quantity by `delta`; a refusal ('Sold out', 'Too many shopping cart items!' …) shows as a toast. */
export function useChangeEntry(): (headId: number, delta: number) => void {
  const { t } = useFormat();
  return (headId, delta) => {
    const r = changeEntry(headId, delta);
    if (!r.ok) showToast(t(`errors.${r.code}`, { ...(r.params ?? {}), defaultValue: t('errors.default') }));
  };
}

/**
 * The drawer's head: 'Your order' with the total unpaid (cents), 'account: {groupAccount}' when the
 * order's extra holds a group account (`groupAccountOf`; storefront.md §2.6), and the close button.
 */
export function CartHead({ titleId, totalUnpaid, groupAccount = '' }: { titleId: string; totalUnpaid: number; groupAccount?: string }) {
  const { t, money } = useFormat();
  return (
    <div className="panel-head">
      <h2 id={titleId}>
        {t('cart.title')}
        <span className="cart-unpaid">{t('cart.totalUnpaid', { total: money(totalUnpaid) })}</span>
        {groupAccount && <span className="cart-account" data-testid="cart-account">{t('cart.account', { account: groupAccount })}</span>}
      </h2>
      <button type="button" className="icon-btn" aria-label={t('cart.close')} onClick={closeCart}>
        <Icon name="close" />
      </button>
    </div>
  );
}

/**
 * The lines by course. Only new entries (`editable`) get minus / plus; `statusOf` (table carts) gives
 * an entry's line status to mark it 'Sent to kitchen' (21) or 'Paid' (2).
 */
export function CartCourses({ courses, multiStore = false, statusOf }: { courses: CartView['courses']; multiStore?: boolean; statusOf?: (headId: number) => number }) {
  const { t, money } = useFormat();
  const change = useChangeEntry();
  // Taking off the last one removes the line: asked first (orders-and-payments.md §4.7 "remove item").
  const { dialog, ask } = useConfirm();
  const less = async (e: { headId: number; name: string; count: number }) => {
    if (removesLine(e.count, -1) && !(await ask({ title: t('cart.removeTitle'), body: t('cart.removeBody', { name: e.name }), confirmLabel: t('cart.remove'), cancelLabel: t('common.cancel'), danger: true }))) return;
    change(e.headId, -1);
  };
  return (
    <>
      {dialog}
      {courses.map((course) => (
        <section key={course.sequence} className="cart-course" aria-label={course.label ? ('name' in course.label ? course.label.name : t(course.label.key, course.label.params)) : t('cart.title')}>
          {course.label && <h3 className="cart-course-h">{'name' in course.label ? course.label.name : t(course.label.key, course.label.params)}</h3>}
          <ul className="cart-lines">
            {course.entries.map((e, i) => {
              const status = statusOf?.(e.headId);
              // A food hall's store is named once above its run of lines, not on every line.
              const storeShown = multiStore && e.store && e.store !== course.entries[i - 1]?.store;
              return (
                <li key={e.headId} className={`cart-line ${e.editable ? 'is-new' : ''}`} data-status={status}>
                  <div className="cart-line-main">
                    {storeShown && <span className="cart-line-store">{e.store}</span>}
                    <span className="cart-line-name">{e.name}</span>
                    {e.details.length > 0 && <span className="cart-line-details">{e.details.join(', ')}</span>}
                    <LineAllergenFlag dish={e.dish} />
                    {e.notes && <span className="cart-line-notes">{t('cart.notes', { notes: e.notes })}</span>}
                    <span className="cart-line-price">
                      {money(e.total)}
                      {status !== undefined && status !== 1 && <span className={`line-state line-state-${status}`}>{status === 2 ? t('table.linePaid') : t('table.lineSent')}</span>}
                    </span>
                  </div>
                  {e.editable ? (
                    <div className="stepper stepper-sm" role="group" aria-label={e.name}>
                      <button type="button" className="qty-btn" aria-label={t('cart.decrease', { name: e.name })} onClick={() => void less(e)}>
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
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
