/**
 * The variant and modifier pickers of one product or bundle component (storefront.md §2.6 "Product
 * detail sheet": 'Choose variant' two per row with '+ difference', sold-out options disabled; modifier
 * groups with their rule label, red while unmet). Renders the view model of `mapItemBuildView`.
 */
import { useState } from 'react';
import type { ComponentTarget, ItemBuildAction, ProductChoiceView } from '../../domain/item-builder';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { addedAllergens, type AllergenDeclaration } from '../../domain/allergens';
import { $menu } from '../stores/menu';
import { $allergenFilter } from '../stores/allergen-filter';
import { useValue } from '../stores/react';

/**
 * The mark of a variant or option that adds allergens to the dish (issue 25 item 4): 'Adds Almond', in
 * red with 'Conflicts with your filter' when one of them is hidden by the diner's filter.
 */
function AddsAllergens({ base, addition }: { base: AllergenDeclaration | null; addition: AllergenDeclaration | null | undefined }) {
  const { t } = useFormat();
  const filter = useValue($allergenFilter);
  const added = addedAllergens(base, addition);
  if (added.length === 0) return null;
  const conflict = added.some((c) => filter.hide.includes(c));
  const list = added.map((c) => t(`allergens.code.${c}`)).join(', ');
  return (
    <span className={`mod-alg ${conflict ? 'mod-alg-conflict' : ''}`} data-testid="option-adds-allergen">
      <span className="alg-sym" aria-hidden="true">{conflict ? '!' : '+'}</span>{' '}
      {t('allergens.adds', { list })}
      {conflict && ` · ${t('allergens.optionConflict')}`}
    </span>
  );
}

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
  const { t, money, local } = useFormat();
  const target: ComponentTarget | undefined = choice.target;
  // Names in the page's language (issue 27 item 11): the caller's `nameOf`, else the item's own translations.
  const variantName = (v: { id: number; name: string; name_i18n?: unknown }) => nameOf?.('variant', v.id, v.name) ?? local(v.name, v.name_i18n);
  const modName = (m: { id: number; name: string; name_i18n?: unknown }) => nameOf?.('modifier', m.id, m.name) ?? local(m.name, m.name_i18n);
  const variantUnmet = choice.variants.length > 0 && !choice.variants.some((v) => v.checked);
  const menu = useValue($menu);
  const base = menu?.products.find((p) => p.id === choice.productId)?.allergens ?? null;
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
                <span className="opt-name">
                  {variantName(v.variant)}
                  <AddsAllergens base={base} addition={v.variant.allergens} />
                </span>
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
        const title = local(g.name, g.name_i18n);
        return (
          <Section key={g.id} id={`${idPrefix}-g${g.id}`} title={title} label={label} unmet={g.unmet}>
            <div className="mod-list" role={single ? 'radiogroup' : 'group'} aria-label={title}>
              {g.options.map((o) => {
                const name = modName(o.modifier);
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
                        <span className="mod-name">
                          {name}
                          <AddsAllergens base={base} addition={o.modifier.allergens} />
                        </span>
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
                        <AddsAllergens base={base} addition={o.modifier.allergens} />
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
