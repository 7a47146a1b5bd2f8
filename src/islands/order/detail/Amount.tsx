/** One amount row of the order detail: its label (own, or a key under `orders.detail.*`) and the amount in cents. */
import type { AmountRow } from '../../stores/order-view';

export default function Amount({ row, money, t }: { row: AmountRow; money: (c: number) => string; t: (k: string) => string }) {
  return (
    <div className="od-row" data-testid={`amount-${row.id}`}>
      <dt>{row.label ?? t(`orders.detail.${row.labelKey}`)}</dt>
      <dd>{row.negative ? `-${money(row.amount)}` : money(row.amount)}</dd>
    </div>
  );
}
