/**
 * The product detail sheet and the product attribute drawer (storefront.md §2.6): builds a product,
 * combo or set menu with `src/domain/item-builder.ts` and adds it with the order store. Loaded lazily
 * the first time an item is opened.
 */
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import {
  buildItem,
  findUpsellCombos,
  mapItemBuildView,
  reduceItemBuild,
  upgradeToCombo,
  type ComboBuild,
  type ItemBuild,
  type ItemBuildAction,
  type ProductBuild,
} from '../../domain/item-builder';
import type { BundleItem, Tag } from '../../domain/types';
import { ALLERGENS } from '../../domain/allergens';

const ALLERGEN_SYMBOL = new Map(ALLERGENS.map((a) => [a.code, a.symbol]));
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { readImage } from '../menu/images';
import ChoiceEditor from './ChoiceEditor';
import { $declinedUpsells, $sheet, closeSheet, openSheet, showToast, showUpsell, type SheetState } from '../stores/ui';
import { addBuild, cartContext } from '../stores/order';
import { $venue } from '../stores/menu';
import { useValue } from '../stores/react';
import { judgeDish, type DishAllergens } from '../../domain/allergens';
import { bundleDish, productDish } from '../../domain/allergen-dishes';
import { $allergenFilter } from '../stores/allergen-filter';

/** The dish's allergens on the sheet (issue 25 item 4): marks with names, or 'Allergens not listed — ask staff'. */
function AllergenBlock({ dish }: { dish: DishAllergens }) {
  const { t } = useFormat();
  const filter = useValue($allergenFilter);
  const verdict = judgeDish(dish, filter);
  const marks = (codes: readonly string[]) =>
    codes.map((c) => (
      <span key={c} className="alg">
        <span className="alg-sym" aria-hidden="true">{ALLERGEN_SYMBOL.get(c) ?? '?'}</span>{' '}
        {t(`allergens.code.${c}`)}
      </span>
    ));
  return (
    <div className="sheet-alg" data-testid="sheet-allergens">
      {dish.declared === null ? (
        <p className="row-alg alg-unknown">
          <span className="alg-sym alg-sym-warn" aria-hidden="true">?</span>{' '}
          {t('allergens.notListed')}
        </p>
      ) : (
        <>
          {dish.declared.contains.length > 0 && (
            <p className="row-alg">
              <span className="alg-k">{t('allergens.contains')}</span> {marks(dish.declared.contains)}
            </p>
          )}
          {dish.declared.may_contain.length > 0 && (
            <p className="row-alg alg-may">
              <span className="alg-k">{t('allergens.mayContain')}</span> {marks(dish.declared.may_contain)}
            </p>
          )}
        </>
      )}
      {verdict.kind === 'unknown' && (
        <p className="row-flag">
          <span className="alg-sym alg-sym-warn" aria-hidden="true">!</span>{' '}
          {t('allergens.notChecked')}
        </p>
      )}
      {verdict.kind === 'hidden' && verdict.codes.length > 0 && (
        <p className="row-flag">
          <span className="alg-sym alg-sym-warn" aria-hidden="true">!</span>{' '}
          {t('allergens.lineConflict', { list: verdict.codes.map((c) => t(`allergens.code.${c}`)).join(', ') })}
        </p>
      )}
    </div>
  );
}

type State = { build: ItemBuild; back: ItemBuild | null };
type Action = ItemBuildAction | { type: 'replace'; build: ItemBuild; back: ItemBuild | null };

function reducer(state: State, action: Action): State {
  if (action.type === 'replace') return { build: action.build, back: action.back };
  return { ...state, build: reduceItemBuild(state.build, action) };
}

function startBuild(sheet: SheetState): ItemBuild | { error: { code: string; params?: Record<string, string | number> } } {
  if (sheet.seed) return { ...(sheet.seed as ItemBuild), context: cartContext() };
  const r = buildItem(sheet.ref, cartContext());
  return r.ok ? r.value : { error: r };
}

function Tags({ tags }: { tags: readonly Tag[] }) {
  const { t } = useFormat();
  const spicy = Math.max(0, ...tags.filter((x) => x.type === 72).map((x) => x.tag));
  const chips = [
    ...tags.filter((x) => x.type === 1 && x.tag >= 1 && x.tag <= 4).map((x) => ({ text: t(`tags.promo.${x.tag}`), kind: 'tag-sale' })),
    ...tags.filter((x) => x.type === 71 && x.tag >= 1 && x.tag <= 7).map((x) => ({ text: t(`tags.diet.${x.tag}`), kind: 'tag-diet' })),
  ];
  if (!spicy && chips.length === 0) return null;
  return (
    <p className="sheet-tags">
      {spicy > 0 && (
        <span className="spicy" role="img" aria-label={t(`tags.spicy.${Math.min(3, spicy)}`)}>
          {Array.from({ length: Math.min(3, spicy) }, (_, i) => (
            <svg key={i} className="chilli" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <use href="#i-chilli" />
            </svg>
          ))}
        </span>
      )}
      {chips.map((c) => (
        <span key={c.text} className={`tag ${c.kind}`}>
          {c.text}
        </span>
      ))}
    </p>
  );
}

/** The sheet for the item in `$sheet`; `attributes` renders the compact attribute drawer. */
function Sheet({ sheet, attributes }: { sheet: SheetState; attributes: boolean }) {
  const { t, money, name, error } = useFormat();
  const venue = useValue($venue);
  const bodyRef = useRef<HTMLDivElement>(null);
  const initial = useMemo(() => startBuild(sheet), [sheet]);
  if ('error' in initial) {
    return (
      <div className="panel-body">
        <p role="alert">{error(initial.error)}</p>
        <button type="button" className="btn btn-ghost" onClick={closeSheet}>
          {t('common.close')}
        </button>
      </div>
    );
  }
  return <SheetBody key={JSON.stringify(sheet.ref)} backTo={sheet.backTo} initial={initial} attributes={attributes} bodyRef={bodyRef} venueNotes={Number(venue?.config.order_notes ?? 0) > 0} money={money} name={name} />;
}

function SheetBody({
  backTo,
  initial,
  attributes,
  bodyRef,
  venueNotes,
  money,
  name,
}: {
  backTo?: SheetState['backTo'];
  initial: ItemBuild;
  attributes: boolean;
  bodyRef: React.RefObject<HTMLDivElement | null>;
  venueNotes: boolean;
  money: (c: number) => string;
  name: (x: { name: string; name_i18n?: unknown }) => string;
}) {
  const { t, error, local } = useFormat();
  const venue = useValue($venue);
  const [state, dispatch] = useReducer(reducer, { build: initial, back: null });
  const [failure, setFailure] = useState('');
  const { build } = state;
  const view = mapItemBuildView(build);
  const menu = build.context.menu;

  useEffect(() => setFailure(''), [build]);

  const head = build.kind === 'product' ? build.product : build.kind === 'combo' ? build.combo : build.setMenu;
  const title = name(head as { name: string; name_i18n?: unknown });
  const img = head.icon_type === 1 ? readImage(head.icon) : null;
  const upsells = build.kind === 'product' && !attributes ? findUpsellCombos(build.product.id, build.context) : [];
  const productNames = new Map(menu.products.map((p) => [p.id, p]));
  const itemName = (item: BundleItem) => {
    const p = productNames.get(item.pid);
    const base = p ? name(p as { name: string; name_i18n?: unknown }) : item.name;
    const variant = item.sid ? p?.variants.find((v) => v.id === item.sid) : undefined;
    return variant ? `${base} (${local(variant.name, variant.name_i18n)})` : base;
  };

  const add = () => {
    if (build.kind === 'product' && !$declinedUpsells.get().has(build.product.id)) {
      const combos = findUpsellCombos(build.product.id, cartContext());
      if (combos.length > 0) {
        closeSheet();
        showUpsell({ productId: build.product.id, combos, seed: build });
        return;
      }
    }
    const result = addBuild(build);
    if (!result.ok) {
      setFailure(error(result));
      return;
    }
    closeSheet();
    showToast(t('cart.added', { name: title, count: build.quantity }));
  };

  const upgrade = (comboId: number) => {
    if (build.kind !== 'product') return;
    const r = upgradeToCombo(build as ProductBuild, comboId);
    if (!r.ok) {
      setFailure(error(r));
      return;
    }
    dispatch({ type: 'replace', build: r.value, back: build });
    bodyRef.current?.scrollTo({ top: 0 });
  };

  const courseLabel = (sequence: number) => {
    const named = venue?.order_sequences.find((s) => s.sequence === sequence);
    // Sequence 0 is no course at all (e.g. the tea of a yum cha set): not a second 'Course 1'.
    return (named && local(named.name, named.name_i18n)) || (sequence > 0 ? t('menu.course', { n: sequence }) : t('menu.withTheSet'));
  };

  const message = failure || (view.message ? error(view.message) : '');
  const buttonText = view.buttonKey === 'continue' ? t('product.continue') : t('product.addToCart', { total: money(view.total) });

  return (
    <>
      <div className="sheet-top">
        {!state.back && backTo && (
          <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={() => openSheet({ ref: backTo })}>
            <Icon name="back" />
          </button>
        )}
        {state.back && (
          <button type="button" className="icon-btn" aria-label={t('product.backToProduct', { name: name((state.back as ProductBuild).product as { name: string }) })} onClick={() => dispatch({ type: 'replace', build: state.back!, back: null })}>
            <Icon name="back" />
          </button>
        )}
        <h2 id="sheet-title" className="sheet-title">
          {title}
          {attributes && <span className="sheet-title-price"> · {money(view.total)}</span>}
        </h2>
        <button type="button" className="icon-btn" aria-label={t('product.close')} onClick={closeSheet}>
          <Icon name="close" />
        </button>
      </div>
      <div className="panel-body sheet-body" ref={bodyRef}>
        {!attributes && img && <img className="sheet-img" src={img.src} srcSet={img.srcset || undefined} alt={title} width="640" height="360" />}
        {!attributes && head.content && <p className="sheet-desc">{local(head.content, (head as { content_i18n?: unknown }).content_i18n)}</p>}
        {!attributes && <Tags tags={head.tags} />}
        <AllergenBlock dish={build.kind === 'product' ? productDish(build.product) : bundleDish(build.kind === 'combo' ? build.combo : build.setMenu, menu)} />

        {build.kind === 'combo' && (
          <ComboPicker build={build} view={view} dispatch={dispatch} itemName={itemName} bodyRef={bodyRef} money={money} />
        )}

        {build.kind === 'setMenu' &&
          groupByCourse(build.components.map((c) => c.item)).map(([sequence, items]) => (
            <section key={sequence} className="opt-group" aria-labelledby={`course-${sequence}`}>
              <h3 id={`course-${sequence}`} className="opt-head course-head">{courseLabel(sequence)}</h3>
              <ul className="set-items">
                {items.map((item) => {
                  const choice = view.choices.find((c) => c.target?.itemId === item.id);
                  const hasOptions = Boolean(choice && (choice.variants.length || choice.groups.length));
                  return (
                    <li key={item.id} className="set-item">
                      <div className="set-item-head">
                        <span className="set-item-name">{itemName(item)}</span>
                        {item.count > 1 && <span className="muted"> ×{item.count}</span>}
                        {item.price_markup > 0 && <span className="opt-price"> + {money(item.price_markup)}</span>}
                      </div>
                      {hasOptions && choice && <ChoiceEditor choice={choice} dispatch={dispatch} idPrefix={`s${item.id}`} inBundle />}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}

        {build.kind === 'product' && view.choices[0] && <ChoiceEditor choice={view.choices[0]} dispatch={dispatch} idPrefix="p" />}

        {upsells.length > 0 && (
          <section className="opt-group" aria-labelledby="upsell-h">
            <h3 id="upsell-h" className="opt-head course-head">{t('product.makeACombo')}</h3>
            <ul className="upsell-list">
              {upsells.map((c) => (
                <li key={c.id} className="upsell-card">
                  {c.icon_type === 1 && readImage(c.icon) ? <img src={readImage(c.icon)!.src} alt="" width="56" height="56" /> : <span className="upsell-icon"><Icon name="bag" /></span>}
                  <span className="upsell-text">
                    <strong>{name(c as { name: string })}</strong>
                    {c.content && <span className="muted">{local(c.content, c.content_i18n)}</span>}
                    <span className="upsell-price">{money(c.price)}</span>
                  </span>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => upgrade(c.id)}>
                    {t('product.upgrade')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        {venueNotes && (
          <label className="notes">
            <span className="opt-title">{t('product.specialInstructions')}</span>
            <textarea
              rows={Math.min(5, Math.max(2, build.notes.split('\n').length))}
              placeholder={t('product.notesPlaceholder')}
              value={build.notes}
              maxLength={200}
              onChange={(e) => dispatch({ type: 'setNotes', notes: e.target.value })}
            />
          </label>
        )}
      </div>
      <div className="panel-foot sheet-foot">
        {message && (
          <p className="sheet-msg" role="alert">
            {message}
          </p>
        )}
        <div className="sheet-actions">
          <div className="stepper" role="group" aria-label={t('product.quantity')}>
            <button type="button" className="qty-btn" aria-label={t('product.decrease')} disabled={!view.canDecrease} onClick={() => dispatch({ type: 'decrementQuantity' })}>
              −
            </button>
            <span className="stepper-n" aria-live="polite">{view.quantity}</span>
            <button
              type="button"
              className="qty-btn"
              aria-label={t('product.increase')}
              aria-disabled={!view.canIncrease}
              onClick={() => dispatch({ type: 'incrementQuantity' })}
            >
              +
            </button>
          </div>
          <button type="button" className="btn btn-primary add-btn" aria-disabled={!view.canAdd} onClick={() => (view.canAdd ? add() : dispatch({ type: 'setQuantity', quantity: view.quantity }))} data-testid="add-to-cart">
            {buttonText}
          </button>
        </div>
      </div>
    </>
  );
}

function groupByCourse(items: readonly BundleItem[]): [number, BundleItem[]][] {
  const map = new Map<number, BundleItem[]>();
  for (const item of [...items].sort((a, b) => a.sequence - b.sequence)) map.set(item.sequence, [...(map.get(item.sequence) ?? []), item]);
  return [...map.entries()];
}

function ComboPicker({
  build,
  view,
  dispatch,
  itemName,
  bodyRef,
  money,
}: {
  build: ComboBuild;
  view: ReturnType<typeof mapItemBuildView>;
  dispatch: (a: Action) => void;
  itemName: (i: BundleItem) => string;
  bodyRef: React.RefObject<HTMLDivElement | null>;
  money: (c: number) => string;
}) {
  const { t, local } = useFormat();
  const scrollTo = (id: string) => {
    const el = document.getElementById(id);
    if (el && bodyRef.current) bodyRef.current.scrollTo({ top: el.offsetTop - 8, behavior: 'smooth' });
  };
  return (
    <>
      {build.picks.length > 0 && (
        <ul className="combo-chips" aria-label={t('product.selected')}>
          {build.picks.map((p) => (
            <li key={`${p.groupId}-${p.item.id}`} className="chip chip-theme combo-chip">
              <button type="button" className="chip-text" onClick={() => scrollTo(`grp-${p.groupId}`)} aria-label={t('product.editPick', { name: itemName(p.item) })}>
                {itemName(p.item)}
              </button>
              <button type="button" className="chip-x" aria-label={t('product.clearPick', { name: itemName(p.item) })} onClick={() => dispatch({ type: 'clearComboItem', groupId: p.groupId, itemId: p.item.id })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {view.comboGroups.map((g) => {
        const label = t(`product.${g.label.key}`, g.label.params);
        return (
          <section key={g.id} id={`grp-${g.id}`} className="opt-group" aria-labelledby={`grp-${g.id}-h`}>
            <h3 id={`grp-${g.id}-h`} className="opt-head course-head">
              <span className="opt-title">{local(g.name, g.name_i18n)}</span>
              <span className={`rule ${g.unmet ? 'rule-unmet' : 'rule-met'}`}>{label}</span>
            </h3>
            <ul className="combo-items">
              {g.items.map(({ item, picked, soldOut }) => {
                const choice = picked ? view.choices.find((c) => c.target?.groupId === g.id && c.target.itemId === item.id) : undefined;
                return (
                  <li key={item.id} className="combo-item">
                    <button
                      type="button"
                      className={`mod combo-pick ${picked ? 'is-on' : ''} ${soldOut ? 'is-out' : ''}`}
                      aria-pressed={picked}
                      disabled={soldOut && !picked}
                      onClick={() => dispatch(picked ? { type: 'clearComboItem', groupId: g.id, itemId: item.id } : { type: 'chooseComboItem', groupId: g.id, itemId: item.id })}
                    >
                      <span className="tick" aria-hidden="true" />
                      <span className="mod-name">{itemName(item)}</span>
                      <span className="mod-price">{soldOut ? t('common.soldOut') : item.price_markup ? `+ ${money(item.price_markup)}` : ''}</span>
                    </button>
                    {choice && (choice.variants.length > 0 || choice.groups.length > 0) && (
                      <div className="combo-choice">
                        <ChoiceEditor choice={choice} dispatch={dispatch} idPrefix={`c${g.id}-${item.id}`} inBundle />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** The sheet dialog: the full detail sheet, or the attribute drawer for quick choices. */
export default function ProductSheet() {
  const sheet = useValue($sheet);
  const titleRef = useId();
  return (
    <Dialog open={Boolean(sheet)} onClose={closeSheet} variant="sheet" labelledBy="sheet-title" className="sheet" initialFocus=".sheet-top .icon-btn:last-child">
      {sheet && <Sheet key={titleRef + JSON.stringify(sheet.ref) + String(Boolean(sheet.seed))} sheet={sheet} attributes={Boolean(sheet.attributes)} />}
    </Dialog>
  );
}
