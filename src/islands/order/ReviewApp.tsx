/**
 * Order review /order/review?tid= (orders-and-payments.md §2.10, §3.13, §5.6, §7.2): half-star ratings
 * for General, Food Quality, Restaurant Service, Collection Time and Restaurant Environment and a 3-row
 * 'Write a short review'; Confirm sends orderComment (stars × 20) and goes back; false → 'Order Review
 * Error'. Each rating is a slider: arrows step half a star, Home/End go to 0/5, a tap on a star's left
 * half gives the half star.
 */
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import InfoModal from '../ui/InfoModal';
import { showModal } from '../stores/ui';
import OrdersRoot from './OrdersRoot';
import { toApiFailure } from '../api/errors';
import { orderApi } from '../stores/api-session';
import { starsToRating, stepStars } from '../stores/coupon-rules';
import { StarIcon } from './glyphs';
import Loading from '../ui/Loading';
import OrderProblem from './OrderProblem';
import { isOrderNotFound } from '../api/errors';
import { useReadableOrder } from './use-readable-order';
import './orders.css';

export interface ReviewAppProps {
  locale: Locale;
  messages: Messages;
  tradeid: string;
}

const RATINGS = ['general', 'taste', 'service', 'time', 'env'] as const;
type RatingKey = (typeof RATINGS)[number];

export function StarRating({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (step) onChange(stepStars(value, step));
    else if (e.key === 'Home') onChange(0);
    else if (e.key === 'End') onChange(5);
    else return;
    e.preventDefault();
  };
  const onClick = (e: MouseEvent<HTMLSpanElement>, star: number) => {
    const box = e.currentTarget.getBoundingClientRect();
    const half = e.clientX - box.left < box.width / 2;
    onChange(half ? star - 0.5 : star);
  };
  return (
    <div className="rating">
      <span id={`${id}-l`} className="rating-label">
        {label}
      </span>
      <div
        className="rating-stars"
        role="slider"
        tabIndex={0}
        aria-labelledby={`${id}-l`}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={value}
        aria-valuetext={t('orders.review.stars', { value })}
        onKeyDown={onKey}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="rating-star" onClick={(e) => onClick(e, star)}>
            <StarIcon fill={value >= star ? 1 : value >= star - 0.5 ? 0.5 : 0} id={`${id}-s${star}`} />
          </span>
        ))}
      </div>
    </div>
  );
}

function Review({ tradeid }: { tradeid: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<RatingKey, number>>({ general: 5, taste: 5, service: 5, time: 5, env: 5 });
  const [comments, setComments] = useState('');
  const [busy, setBusy] = useState(false);
  const back = () => (history.length > 1 ? history.back() : location.assign(`/order/detail/${encodeURIComponent(tradeid)}`));

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { ops } = await orderApi();
      const ok = await ops.commentOrder(tradeid, {
        comments: comments.trim(),
        general: starsToRating(values.general),
        taste: starsToRating(values.taste),
        service: starsToRating(values.service),
        time: starsToRating(values.time),
        env: starsToRating(values.env),
      });
      if (!ok) throw new Error('Order Review Error');
      showModal({ title: t('modal.info'), body: t('orders.review.thanks'), confirm: 'ok', kind: 'info', onConfirm: back });
    } catch (e) {
      showModal({ title: t('modal.error'), body: `${t('orders.review.error')}${isOrderNotFound(toApiFailure(e)) ? ` (${t('errors.NOT_FOUND')})` : ''}`, confirm: 'ok', kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rv has-bar">
      <h1 className="page-title">{t('orders.titles.orderReview')}</h1>
      <section className="card od-sec">
        {RATINGS.map((k) => (
          <StarRating key={k} label={t(`orders.review.${k}`)} value={values[k]} onChange={(v) => setValues((x) => ({ ...x, [k]: v }))} />
        ))}
        <label className="form-field rv-comments">
          <span>{t('orders.review.comments')}</span>
          <textarea rows={3} maxLength={2000} value={comments} onChange={(e) => setComments(e.target.value)} />
        </label>
      </section>
      <div className="od-bar" role="region" aria-label={t('orders.detail.actions')}>
        <div className="od-bar-in">
          <button type="button" className="btn btn-primary od-action" aria-disabled={busy} onClick={() => void submit()} data-testid="review-confirm">
            {t('orders.review.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The review form once the order is known to be this diner's; 'not found' otherwise. */
function ReviewPage({ tradeid }: { tradeid: string }) {
  const order = useReadableOrder(tradeid);
  if (order.kind === 'loading') return <Loading />;
  if (order.kind !== 'ready') return <OrderProblem kind={order.kind} message={order.kind === 'error' ? order.message : undefined} heading="h1" />;
  return <Review tradeid={tradeid} />;
}

export default function ReviewApp({ locale, messages, tradeid }: ReviewAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <ReviewPage tradeid={tradeid} />
      <InfoModal />
    </OrdersRoot>
  );
}
