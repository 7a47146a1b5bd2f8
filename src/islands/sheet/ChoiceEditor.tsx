/**
 * The variant and modifier pickers of one product or bundle component (storefront.md §2.6 "Product
 * detail sheet": 'Choose variant' two per row with '+ difference', sold-out options disabled; modifier
 * groups with their rule label, red while unmet). Renders the view model of `mapItemBuildView`.
 */
import { useState } from 'react';
import type { ComponentTarget, ItemBuildAction, ProductChoiceView } from '../../domain/item-builder';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';

interface Props {
  choice: ProductChoiceView;
  dispatch: (action: ItemBuildAction) => void;
  /** Prefix for element ids (unique per choice on the sheet). */
  idPrefix: string;
  /** Names by product / modifier id, translated (name_i18n). */
  nameOf?: (kind: 'variant' | 'modifier', id: number, fallback: string) => string;
  /** A set-menu or combo component: variants are included, only a positive difference is shown. */
  inBundle?: boolean;
}

function Section({ id, title, label, unmet, children }: { id: string; title: string; label: string; unmet: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section className="opt-group" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="opt-head">
        <button type="button" aria-expanded={open} aria-controls={`${id}-b`} onClick={() => setOpen(!open)}>
          <span className="opt-title">{title}</span>
          {label && <span className={`rule ${unmet ? 'rule-unmet' : 'rule-met'}`}>{label}</span>}
          <Icon name="chev-down" className={open ? 'chev open' : 'chev'} />
        </button>
      </h3>
      <div id={`${id}-b`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

export default function ChoiceEditor({ choice, dispatch, idPrefix, nameOf, inBundle }: Props) {
  const { t, money } = useFormat();
  const target: ComponentTarget | undefined = choice.target;
  const variantName = (id: number, n: string) => nameOf?.('variant', id, n) ?? n;
  const modName = (id: number, n: string) => nameOf?.('modifier', id, n) ?? n;
  const variantUnmet = choice.variants.length > 0 && !choice.variants.some((v) => v.checked);
  return (
    <div className="choices">
      {choice.variants.length > 0 && (
        <Section id={`${idPrefix}-v`} title={t('product.chooseVariant')} label={t('product.required')} unmet={variantUnmet}>
          <div className="variant-grid" role="radiogroup" aria-label={t('product.chooseVariant')}>
            {choice.variants.map((v) => (
              <label key={v.variant.id} className={`opt-card ${v.checked ? 'is-on' : ''} ${v.soldOut ? 'is-out' : ''}`}>
                <input
                  type="radio"
                  name={`${idPrefix}-variant`}
                  checked={v.checked}
                  disabled={v.soldOut}
                  onChange={() => dispatch({ type: 'selectVariant', variantId: v.variant.id, ...(target ? { target } : {}) })}
                />
                <span className="opt-name">{variantName(v.variant.id, v.variant.name)}</span>
                <span className="opt-price">
                  {v.soldOut
                    ? t('common.soldOut')
                    : v.price.kind === 'difference'
                      ? v.price.cents > 0 || !inBundle
                        ? t('product.plusPrice', { price: money(v.price.cents) })
                        : ''
                      : inBundle
                        ? ''
                        : money(v.price.cents)}
                </span>
              </label>
            ))}
          </div>
        </Section>
      )}
      {choice.groups.map((g) => {
        const label = g.label ? t(`product.${g.label.key}`, g.label.params) : '';
        const single = g.limit === 1;
        return (
          <Section key={g.id} id={`${idPrefix}-g${g.id}`} title={g.name} label={label} unmet={g.unmet}>
            <div className="mod-list" role={single ? 'radiogroup' : 'group'} aria-label={g.name}>
              {g.options.map((o) => {
                const name = modName(o.modifier.id, o.modifier.name);
                const price = o.modifier.price ? `+ ${money(o.modifier.price)}` : '';
                if (single) {
                  return (
                    <div key={o.modifier.id}>
                      <label className={`mod ${o.checked ? 'is-on' : ''} ${o.disabled && !o.checked ? 'is-out' : ''}`}>
                        <input
                          type="radio"
                          name={`${idPrefix}-g${g.id}`}
                          checked={o.checked}
                          disabled={o.disabled && !o.checked}
                          onChange={() => dispatch({ type: 'incrementModifier', modifierId: o.modifier.id, ...(target ? { target } : {}) })}
                        />
                        <span className="mod-name">{name}</span>
                        <span className="mod-price">{o.modifier.status === 13 ? t('common.soldOut') : price}</span>
                      </label>
                    </div>
                  );
                }
                return (
                  <div key={o.modifier.id} className="mod-row">
                    <label className={`mod ${o.checked ? 'is-on' : ''} ${o.disabled && !o.checked ? 'is-out' : ''}`}>
                      <input
                        type="checkbox"
                        checked={o.checked}
                        disabled={o.disabled && !o.checked}
                        onChange={() =>
                          dispatch({ type: o.checked ? 'clearModifier' : 'incrementModifier', modifierId: o.modifier.id, ...(target ? { target } : {}) })
                        }
                      />
                      <span className="mod-name">
                        {name}
                        {o.count > 1 && <span className="mod-count"> ×{o.count}</span>}
                      </span>
                      <span className="mod-price">{o.modifier.status === 13 ? t('common.soldOut') : price}</span>
                    </label>
                    {o.checked && o.modifier.limit !== 1 && (
                      <span className="mod-step">
                        <button type="button" className="qty-btn qty-sm" aria-label={`${t('product.decrease')}: ${name}`} onClick={() => dispatch({ type: 'decrementModifier', modifierId: o.modifier.id, ...(target ? { target } : {}) })}>
                          −
                        </button>
                        <button type="button" className="qty-btn qty-sm" aria-label={`${t('product.increase')}: ${name}`} onClick={() => dispatch({ type: 'incrementModifier', modifierId: o.modifier.id, ...(target ? { target } : {}) })}>
                          +
                        </button>
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </Section>
        );
      })}
    </div>
  );
}
