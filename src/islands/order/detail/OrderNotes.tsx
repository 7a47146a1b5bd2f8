/** The order notes (orders-and-payments.md §2.4): a text area while the order is editable, else the notes as written. */
import { $orderNotes, typeNotes } from '../../stores/order-detail';
import { useValue } from '../../stores/react';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

export default function OrderNotes({ view, fmt: { t } }: { view: OrderDetailView; fmt: OrderFormat }) {
  const typed = useValue($orderNotes);
  if (!view.editable && !view.notes) return null;
  return (
    <section className="card od-sec" aria-labelledby="od-notes">
      <h3 id="od-notes">{t('orders.detail.orderNotes')}</h3>
      {view.editable ? (
        <textarea
          className="od-notes"
          rows={2}
          maxLength={500}
          aria-labelledby="od-notes"
          placeholder={t('orders.detail.notesPlaceholder')}
          value={typed ?? view.notes}
          onChange={(e) => typeNotes(e.target.value)}
        />
      ) : (
        <p className="pre-line">{view.notes}</p>
      )}
    </section>
  );
}
