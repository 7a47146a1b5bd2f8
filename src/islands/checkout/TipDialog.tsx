/**
 * The tip drawer before a pickup/takeaway (or counter dine-in) order is placed (issue 24 item 3), when
 * the venue's tip setting for it is 'presets' or 'custom' (`tips_pickup`, `tips_dinein`): the same
 * bottom drawer as the courier's (80 % of the viewport), 'Add a tip', the reusable TipPicker on the
 * order's total before discounts (`priceOrder`'s tipBase, as the server computes it), and 'Place order',
 * which places it with the tip (a preset travels as `extra.tip_percent` and the server recomputes it).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { priceOrder } from '../../domain/price-order';
import { readTipSettings, tipModeFor, tipOnAmount, type TipChoice } from '../../domain/tips';
import type { CategoryType } from '../../domain/types';
import { intlLocale, toLocale, DEFAULT_LOCALE } from '../../i18n';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { $draft } from '../stores/order';
import { $venue } from '../stores/menu';
import { useValue } from '../stores/react';
import TipPicker from '../payment/TipPicker';
import { placeCheckoutOrder } from './run-checkout';
import { closeTip } from './tip-store';

export default function TipDialog() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const venue = useValue($venue);
  const draft = useValue($draft);
  const [choice, setChoice] = useState<TipChoice>({ kind: 'none' });
  const [customText, setCustomText] = useState('');
  if (!venue || !draft) return null;
  const mode = tipModeFor(readTipSettings(venue.config as Record<string, unknown>), draft.orderCategoryType) ?? 'off';
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const rate = Number(venue.config.monetaryrate ?? 1) || 1;
  const money = (c: number) => formatMoney(c, venue.config.monetaryunit ?? '$', rate, intlLocale(locale));
  const priced = priceOrder({ lines: draft.lines, venue, categoryType: draft.orderCategoryType as CategoryType, coupons: [], tip: { kind: 'none' }, scope: 'online', now: Math.floor(Date.now() / 1000) });
  const base = priced.ok ? priced.value.breakdown.tipBase : 0;
  const valid = tipOnAmount(mode, base, choice, rate).ok;

  const place = () => {
    if (!valid) return;
    closeTip();
    void placeCheckoutOrder(t, { tableMode: false, tip: choice });
  };

  return (
    <Dialog open variant="bottom" onClose={closeTip} labelledBy={`${id}-t`} className="tip-drawer">
      <div className="panel-head">
        <h2 id={`${id}-t`}>{t('tipsUi.title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={closeTip}>
          <Icon name="close" />
        </button>
      </div>
      <div className="panel-body tip-drawer-body">
        <p className="muted">{t('tipsUi.body')}</p>
        <TipPicker mode={mode} base={base} rate={rate} money={money} value={choice} onChange={setChoice} customText={customText} onCustomText={setCustomText} />
      </div>
      <div className="tip-drawer-foot">
        <button type="button" className="btn btn-primary btn-block" onClick={place} aria-disabled={!valid} data-testid="tip-place">
          {t('tipsUi.placeOrder')}
        </button>
      </div>
    </Dialog>
  );
}
