/**
 * 'Split the bill' at the table (issue 24 item 1): once the table's lines went to the kitchen, any phone
 * opens this sheet: the live balance, what is paid and by whom (first name or 'Guest 2'), and a way to
 * pay — my items, pick items, evenly by N, an amount, one dish shared N ways, or the rest — with a tip
 * on the share (presets of the share, or an amount ≥ 0). The share shown is worked out by the domain's
 * `quoteShare` on the server's bill; the server works it out again. Read again on each live event.
 * The table closes when the balance reaches 0: the sheet says so.
 */
import { useEffect, useId, useState } from 'react';
import { SPLIT_LIMITS, type SplitRequest } from '../../domain/bill-split';
import { TIP_PRESETS } from '../../domain/tips';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { failureCode, mapApiError, type ApiFailure } from '../api/errors';
import { useValue } from '../stores/react';
import { $split, followSplit, payShare, quote, type TableSplitView } from '../stores/table-split';

type Kind = 'mine' | 'lines' | 'even' | 'amount' | 'dish' | 'rest';
const KINDS: Kind[] = ['mine', 'lines', 'even', 'amount', 'dish', 'rest'];

/** The request of the form's choices, or null when incomplete. */
function requestOf(view: TableSplitView, kind: Kind, f: { picked: string[]; people: number; amount: string; dish: string; ways: number }): SplitRequest | null {
  switch (kind) {
    case 'mine': {
      const ids = view.lines.filter((l) => l.mine && l.left > 0).map((l) => l.id);
      return ids.length ? { kind: 'lines', lineIds: ids } : null;
    }
    case 'lines':
      return f.picked.length ? { kind: 'lines', lineIds: f.picked } : null;
    case 'even': {
      const people = view.even?.people ?? f.people;
      const index = Array.from({ length: people }, (_, i) => i).find((i) => !view.even?.taken.includes(i));
      return index === undefined ? null : { kind: 'even', people, index };
    }
    case 'amount': {
      const cents = Math.round(Number(f.amount.replace(',', '.')) * 100);
      return f.amount.trim() === '' || !Number.isFinite(cents) ? null : { kind: 'amount', cents };
    }
    case 'dish': {
      if (!f.dish) return null;
      const d = view.dishes.find((x) => x.line_id === f.dish);
      const ways = d?.ways ?? f.ways;
      const index = Array.from({ length: ways }, (_, i) => i).find((i) => !d?.taken.includes(i));
      return index === undefined ? null : { kind: 'dish', lineId: f.dish, ways, index };
    }
    default:
      return { kind: 'rest' };
  }
}

export default function TableSplitPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, money } = useFormat();
  const view = useValue($split);
  const titleId = useId();
  const [kind, setKind] = useState<Kind>('mine');
  const [picked, setPicked] = useState<string[]>([]);
  const [people, setPeople] = useState(2);
  const [amount, setAmount] = useState('');
  const [dish, setDish] = useState('');
  const [ways, setWays] = useState(2);
  const [tipPct, setTipPct] = useState<number | 'custom'>(0);
  const [tipCustom, setTipCustom] = useState('');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => (open ? followSplit() : undefined), [open]);

  const request = view ? requestOf(view, kind, { picked, people, amount, dish, ways }) : null;
  const quoted = view && request ? quote(view, request) : null;
  const share = quoted?.ok ? quoted.value.amount : 0;
  const tip = tipPct === 'custom' ? Math.max(0, Math.round(Number(tipCustom.replace(',', '.') || '0') * 100)) : Math.round((share * tipPct) / 100);
  // A guest's name is kept as 'Guest N' by the server: said in the phone's language.
  const payerText = (payer: string) => {
    const guest = /^Guest (\d+)$/.exec(payer);
    return guest ? t('split.guest', { n: guest[1] }) : payer;
  };
  const errorText = (f: ApiFailure) => {
    const code = failureCode(f) ?? (f.message.startsWith('SPLIT_') || f.message === 'PAYMENT_BELOW_MINIMUM' ? f.message : null);
    if (code && (code.startsWith('SPLIT_') || code === 'PAYMENT_BELOW_MINIMUM' || code === 'TABLE_CHECKOUT_NEW_ITEMS')) return t(`errors.${code}`);
    const mapped = mapApiError('orderPayApply', f, { tableMode: true });
    return 'raw' in mapped ? mapped.raw : t(mapped.key);
  };

  async function submit() {
    if (!request || busy) return;
    setBusy(true);
    setFailure(null);
    const refused = await payShare(request, tip);
    setBusy(false);
    if (refused) setFailure(refused);
  }

  return (
    <Dialog open={open} onClose={onClose} variant="bottom" labelledBy={titleId} className="cart-panel table-split">
      <div className="panel-head">
        <h2 id={titleId}>{t('split.title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose} data-testid="split-close">
          <Icon name="close" />
        </button>
      </div>
      <div className="panel-body" data-testid="split-panel">
        {!view ? (
          <p className="muted">{t('split.loading')}</p>
        ) : (
          <>
            <dl className="split-summary">
              <div>
                <dt>{t('split.total')}</dt>
                <dd>{money(view.total)}</dd>
              </div>
              <div>
                <dt>{t('split.paid')}</dt>
                <dd>{money(view.paid)}</dd>
              </div>
              <div className="split-balance">
                <dt>{t('split.balance')}</dt>
                <dd data-testid="split-balance">{money(view.balance)}</dd>
              </div>
            </dl>
            {view.payments.length > 0 && (
              <ul className="split-payments" data-testid="split-payments">
                {view.payments.map((p) => (
                  <li key={p.id}>
                    <span>{t(p.state === 'paid' ? 'split.paidBy' : 'split.payingBy', { name: payerText(p.payer) })}</span>
                    <strong>{money(p.amount)}</strong>
                    {p.mine && p.state === 'paid' && p.tradeid && (
                      <a className="split-receipt" href={`/order/detail/${encodeURIComponent(p.tradeid)}`} data-testid="split-receipt">
                        {t('split.receipt')}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {view.closed || view.balance === 0 ? (
              <p className="split-done" role="status" data-testid="split-closed">
                {view.closed ? t('split.closed') : t('split.allHeld')}
              </p>
            ) : (
              <>
                <fieldset className="split-kinds">
                  <legend>{t('split.how')}</legend>
                  {KINDS.map((k) => (
                    <label key={k} className={`chip ${kind === k ? 'is-on' : ''}`}>
                      <input type="radio" name="split-kind" value={k} checked={kind === k} onChange={() => setKind(k)} data-testid={`split-kind-${k}`} />
                      {t(`split.kinds.${k}`)}
                    </label>
                  ))}
                </fieldset>
                {kind === 'mine' && !view.lines.some((l) => l.mine && l.left > 0) && <p className="muted small">{t('split.noMine')}</p>}
                {kind === 'lines' && (
                  <fieldset className="split-lines">
                    <legend>{t('split.pickLines')}</legend>
                    {view.lines.map((l) => (
                      <label key={l.id} className="split-line">
                        <input
                          type="checkbox"
                          disabled={l.left === 0}
                          checked={picked.includes(l.id)}
                          onChange={(e) => setPicked((p) => (e.target.checked ? [...p, l.id] : p.filter((x) => x !== l.id)))}
                          data-testid={`split-line-${l.id}`}
                        />
                        <span>
                          {l.count} × {l.name}
                        </span>
                        <span>{l.left === 0 ? t('split.linePaid') : money(l.left)}</span>
                      </label>
                    ))}
                  </fieldset>
                )}
                {kind === 'even' && (
                  <label className="field">
                    <span>{t('split.people')}</span>
                    <input type="number" inputMode="numeric" min={SPLIT_LIMITS.minPeople} max={SPLIT_LIMITS.maxPeople} value={view.even?.people ?? people} disabled={!!view.even} onChange={(e) => setPeople(Number(e.target.value))} data-testid="split-people" />
                  </label>
                )}
                {kind === 'amount' && (
                  <label className="field">
                    <span>{t('split.amount')}</span>
                    <input type="number" inputMode="decimal" min="0" step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="split-amount" />
                  </label>
                )}
                {kind === 'dish' && (
                  <>
                    <label className="field">
                      <span>{t('split.dish')}</span>
                      <select value={dish} onChange={(e) => setDish(e.target.value)} data-testid="split-dish">
                        <option value="">—</option>
                        {view.lines
                          .filter((l) => l.left > 0)
                          .map((l) => (
                            <option key={l.id} value={l.id}>
                              {l.count} × {l.name} · {money(l.cost)}
                            </option>
                          ))}
                      </select>
                    </label>
                    <label className="field">
                      <span>{t('split.ways')}</span>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={SPLIT_LIMITS.minWays}
                        max={SPLIT_LIMITS.maxWays}
                        value={view.dishes.find((d) => d.line_id === dish)?.ways ?? ways}
                        disabled={view.dishes.some((d) => d.line_id === dish)}
                        onChange={(e) => setWays(Number(e.target.value))}
                        data-testid="split-ways"
                      />
                    </label>
                  </>
                )}
                <fieldset className="split-tips">
                  <legend>{t('split.tip')}</legend>
                  {TIP_PRESETS.map((p) => (
                    <label key={p} className={`chip ${tipPct === p ? 'is-on' : ''}`}>
                      <input type="radio" name="split-tip" checked={tipPct === p} onChange={() => setTipPct(p)} data-testid={`split-tip-${p}`} />
                      {p === 0 ? t('split.noTip') : `${p}%`}
                    </label>
                  ))}
                  <label className={`chip ${tipPct === 'custom' ? 'is-on' : ''}`}>
                    <input type="radio" name="split-tip" checked={tipPct === 'custom'} onChange={() => setTipPct('custom')} data-testid="split-tip-custom" />
                    {t('split.tipOther')}
                  </label>
                  {tipPct === 'custom' && (
                    <label className="field">
                      <span>{t('split.tipAmount')}</span>
                      <input type="number" inputMode="decimal" min="0" step="0.01" value={tipCustom} onChange={(e) => setTipCustom(e.target.value)} data-testid="split-tip-amount" />
                    </label>
                  )}
                </fieldset>
                {quoted && !quoted.ok && (
                  <p className="field-error" role="alert">
                    {t(`errors.${quoted.code}`)}
                  </p>
                )}
                {failure && (
                  <p className="field-error" role="alert" data-testid="split-error">
                    {errorText(failure)}
                  </p>
                )}
              </>
            )}
          </>
        )}
      </div>
      {view && !view.closed && view.balance > 0 && (
        <div className="panel-foot table-actions">
          <button type="button" className="btn btn-primary btn-block" aria-disabled={!quoted?.ok || busy} onClick={() => quoted?.ok && void submit()} data-testid="split-pay">
            <span>{t('split.pay')}</span>
            <span className="btn-amount" data-testid="split-share">
              {money(share + tip)}
            </span>
          </button>
          {tip > 0 && <p className="muted small">{t('split.withTip', { share: money(share), tip: money(tip) })}</p>}
        </div>
      )}
    </Dialog>
  );
}
