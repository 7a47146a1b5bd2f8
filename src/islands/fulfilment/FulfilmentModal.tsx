/**
 * The fulfilment / pre-order modal, 'Start order' (storefront.md §2.6, §4, §5): a tile per order
 * category; delivery through online platforms (links) or own zones (zone table, suburb / postcode
 * search, in-range hint or the red out-of-range message); 'When would you like your order' ASAP / Later
 * with a date picker and a 5-minute time picker; Start Order enabled only when valid. Loaded lazily.
 * The sections are in `FulfilmentSections.tsx`; this file holds the form and what Start Order does.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { Venue } from '../../domain/types';
import { reconcilePreorderTime } from '../../domain/time-slots';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { slotStartOf } from '../../domain/slot-capacity';
import { addressFromQuery, buildFulfilmentView, preorderInstant, searchSuburbs, type FulfilmentForm, type FulfilmentView, type SuburbPick } from './fulfilment-view';
import { CategoryTiles, DeliveryZones, OrderTiming, PlatformLinks } from './FulfilmentSections';
import { $draft, setFulfilment } from '../stores/order';
import { $venue } from '../stores/menu';
import { $fulfilment, closeFulfilment, dismissFulfilment } from '../stores/ui';
import type { OrderDraft } from '../stores/order-draft';
import { useValue } from '../stores/react';
import { markVenueConfirmed } from '../stores/venue-marks';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const EMPTY_FORM: FulfilmentForm = { categoryType: 0, categoryName: '', preOrder: false, date: '', time: '', address: null };

/** The form as the draft holds it (category, timing, the chosen delivery address). */
function formFromDraft(draft: OrderDraft): FulfilmentForm {
  return {
    categoryType: draft.orderCategoryType,
    categoryName: draft.orderCategoryName,
    preOrder: draft.preOrder,
    date: draft.validDate,
    time: draft.validTime,
    address: draft.selectAddress ? { city: draft.selectAddress.city, postcode: draft.selectAddress.postcode, geo_id: draft.selectAddress.geo_id } : null,
  };
}

/**
 * The modal's form and suburb search, filled from the draft each time the modal opens (as the draft
 * was then), and the view built from them; a chosen date / time that is no longer a slot rounds up
 * or clears (storefront.md §5), and Later is forced while ASAP cannot be chosen.
 */
function useFulfilmentForm(open: unknown, draft: OrderDraft | null, venue: Venue | null) {
  const [form, setForm] = useState<FulfilmentForm>(EMPTY_FORM);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState(false);
  const [now, setNow] = useState(nowSeconds);

  useEffect(() => {
    if (!open || !draft) return;
    setNow(nowSeconds());
    setForm(formFromDraft(draft));
    setQuery(draft.selectAddress ? draft.selectAddress.city || draft.selectAddress.postcode : '');
    setSearched(Boolean(draft.selectAddress));
    // Open once per opening: the draft is read as it was when the modal opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const view: FulfilmentView | null = useMemo(() => (venue && open ? buildFulfilmentView(venue, form, now) : null), [venue, form, now, open]);

  useEffect(() => {
    if (!view || !form.preOrder) return;
    const next = reconcilePreorderTime(view.days, form.date || null, form.time || null);
    const date = next.date ?? view.days[0]?.date ?? '';
    const time = next.time ?? '';
    if (date !== form.date || time !== form.time) setForm((f) => ({ ...f, date, time }));
  }, [view, form.preOrder, form.date, form.time]);

  useEffect(() => {
    if (view?.asapDisabled && !form.preOrder) setForm((f) => ({ ...f, preOrder: true }));
  }, [view?.asapDisabled, form.preOrder]);

  // The chosen day's full slots (slot caps, issue 23 item 5): greyed in the picker; a chosen full time clears.
  const [full, setFull] = useState<ReadonlySet<number>>(new Set());
  const later = Boolean(open && venue && form.preOrder && form.date && form.categoryType);
  useEffect(() => {
    if (!later || !venue) return setFull(new Set());
    let live = true;
    const from = preorderInstant(venue, form.date, '00:00');
    // The API operations load here, on a pre-order day, not with 'Start order' at entry (issue 28: page JS).
    import('../api/operations')
      .then(({ fetchFullSlots }) => fetchFullSlots(venue.id, form.categoryType, from, from + 86_400))
      .then((starts) => live && setFull(new Set(starts)))
      .catch(() => live && setFull(new Set())); // the server still refuses a full slot (SLOT_FULL) at placing
    return () => {
      live = false;
    };
  }, [later, venue, form.date, form.categoryType]);
  const isFull = (slot: string) => Boolean(venue && full.size && form.date && full.has(slotStartOf(preorderInstant(venue, form.date, slot))));
  useEffect(() => {
    if (form.preOrder && form.time && isFull(form.time)) setForm((f) => ({ ...f, time: '' }));
    // isFull reads `full`, the date and the venue, all listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [full, form.preOrder, form.time, form.date, venue]);

  const change = (next: Partial<FulfilmentForm>) => setForm((f) => ({ ...f, ...next }));
  return { form, change, view, query, setQuery, searched, setSearched, isFull };
}

export default function FulfilmentModal({ table }: { table?: { name: string } | null }) {
  const state = useValue($fulfilment);
  const draft = useValue($draft);
  const venue = useValue($venue);
  const { t } = useFormat();
  const titleId = useId();
  const { form, change, view, query, setQuery, searched, setSearched, isFull } = useFulfilmentForm(state, draft, venue);

  if (!state || !venue || !view) return null;
  const closeable = state.closeable;
  const dismiss = () => (draft?.orderCategoryType && !(draft.preOrder && !draft.validTime) ? closeFulfilment() : dismissFulfilment(venue.id));
  const zone = view.delivery?.mode === 'zones' ? view.delivery : null;
  const outOfRange = Boolean(zone && (zone.outOfRange || (searched && query.trim() && !form.address)));

  const choosePick = (pick: SuburbPick | null) => {
    const address = addressFromQuery(pick, pick ? pick.city : query);
    if (pick) setQuery(`${pick.city}${pick.postcode ? ` ${pick.postcode}` : ''}`);
    setSearched(true);
    change({ address });
  };

  const start = () => {
    if (!view.canStart) return;
    setFulfilment({
      type: form.categoryType,
      name: form.categoryName,
      preOrder: form.preOrder || view.asapDisabled,
      validDate: form.date,
      validTime: form.time,
      address: form.address ? { ...form.address, state: '' } : null,
    });
    markVenueConfirmed(venue.code, Date.now(), form.categoryType);
    closeFulfilment();
  };

  // Table mode: joining the table (guests, passcode) is the table island's modal (islands/table/TableJoinModal).
  if (table) return null;
  return (
    <Dialog open onClose={dismiss} closeable={closeable} labelledBy={titleId} variant="center" className="fulfil">
      <h2 id={titleId} className="fulfil-title">{t('fulfilment.startOrder')}</h2>
      {closeable && (
        <button type="button" className="icon-btn dialog-close" aria-label={t('common.close')} onClick={dismiss}>
          <Icon name="close" />
        </button>
      )}
      <p className="muted fulfil-sub">{t('fulfilment.choose')}</p>
      <CategoryTiles tiles={view.tiles} onChoose={(tile) => change({ categoryType: tile.type, categoryName: tile.name })} />

      {view.delivery?.mode === 'platforms' && <PlatformLinks headingId={`${titleId}-p`} platforms={view.delivery.platforms} />}

      {zone && (
        <DeliveryZones
          headingId={`${titleId}-z`}
          delivery={zone}
          search={{ query, searched, results: searchSuburbs(venue.deliveries, query), outOfRange, address: form.address }}
          onQuery={(text) => {
            setQuery(text);
            setSearched(false);
            change({ address: null });
          }}
          onPick={choosePick}
          onSavedAddress={(address) => {
            setQuery(`${address.city} ${address.postcode}`.trim());
            setSearched(true);
            change({ address });
          }}
        />
      )}

      {view.showTiming && <OrderTiming headingId={`${titleId}-w`} view={view} form={form} onChange={change} isFull={isFull} />}

      {view.closed && <p className="range range-out">{t('store.shopClosedNow')}</p>}

      <button type="button" className="btn btn-primary btn-block fulfil-start" aria-disabled={!view.canStart} disabled={!view.canStart} onClick={start} data-testid="start-order">
        {t('fulfilment.start')}
      </button>
    </Dialog>
  );
}
