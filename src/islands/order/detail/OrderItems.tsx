/**
 * The order's lines (orders-and-payments.md §2.4, §4.4, §5.6): by store and course, each item with its
 * count, amount, sub-items, notes, refunded count and (pay-by-link) discount; the charges and subtotal;
 * on a live table order the 'new' / 'ordered' tabs and 'Add more'; on an editable order 'Change or add more'.
 */
import { pickTab } from '../../stores/order-detail';
import { mapTableTabs } from '../../stores/table-sync';
import Icon from '../../ui/Icon';
import type { OrderDetail } from '../../api/order-types';
import type { OrderDetailView } from '../../stores/order-view';
import { RefundCount } from '../RefundBlocks';
import { TableAddMore, TableTabs } from '../TableOrderBlocks';
import type { TableOrderInfo } from '../../stores/table-order';
import type { OrderFormat } from '../use-order-format';
import Amount from './Amount';

export default function OrderItems({ order, view, liveTable, tabs, payByLink, fmt: { t, money } }: { order: OrderDetail; view: OrderDetailView; liveTable: TableOrderInfo | null; tabs: ReturnType<typeof mapTableTabs>; payByLink: boolean; fmt: OrderFormat }) {
  const inTab = (item: { isNew: boolean }) => !tabs.shown || (tabs.tab === 'new' ? item.isNew : !item.isNew);
  return (
    <section className="card od-sec" aria-labelledby="od-items">
      <h3 id="od-items">{t('orders.detail.items')}</h3>
      {liveTable && <TableTabs tabs={tabs} onPick={pickTab} />}
      {view.stores.map((store) => (
        <div key={store.storeId} className="od-store">
          {store.name && <h4 className="od-store-name">{store.name}</h4>}
          {store.courses.map((course) => (
            <div key={course.sequence} className="od-course">
              {course.label && <h5 className="od-course-name">{'name' in course.label ? course.label.name : t('orders.detail.course', { n: course.label.n })}</h5>}
              <ul className="od-items">
                {course.items.filter(inTab).map((item) => (
                  <li key={item.key} className={liveTable && item.isNew ? 'od-item is-new' : 'od-item'} data-new={item.isNew || undefined}>
                    <div className="od-item-main">
                      <span className="od-item-name">
                        {item.name} <span className="od-x">x {item.count}</span>
                      </span>
                      <span className="od-price">{money(item.amount)}</span>
                    </div>
                    {item.sub.map((s, i) => (
                      <div key={i} className="od-sub">
                        <span>
                          {s.prefix === '#' ? '# ' : '+ '}
                          {s.name} <span className="od-x">x {s.count}</span>
                        </span>
                        {s.amount > 0 && <span className="od-price">{money(s.amount)}</span>}
                      </div>
                    ))}
                    {item.notes && <div className="od-item-notes">* {item.notes}</div>}
                    <RefundCount count={item.refunded} />
                    {payByLink && item.discount > 0 && (
                      <div className="od-sub">
                        <span>{t('orders.detail.discountLabel')}</span>
                        <span className="od-price">-{money(item.discount)}</span>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
      <dl className="od-amounts">
        {/* The items' subtotal, then the delivery fee and surcharges on their own rows (issue 27 item 6). */}
        <div className="od-row od-row-strong" data-testid="items-subtotal">
          <dt>{t('orders.detail.subtotal')}</dt>
          <dd>{money(view.subtotal)}</dd>
        </div>
        {view.charges.map((row) => (
          <Amount key={row.id} row={row} money={money} t={t} />
        ))}
      </dl>
      {liveTable && <TableAddMore info={liveTable} />}
      {view.editable && (
        <a className="od-link" href={`/${encodeURIComponent(order.venue_code)}`}>
          <Icon name="cart" />
          {t('orders.detail.changeOrAddMore')}
        </a>
      )}
    </section>
  );
}
