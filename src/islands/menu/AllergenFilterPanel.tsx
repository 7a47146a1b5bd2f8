/**
 * The allergen and diet filter (issue 25 item 4): 'Hide dishes containing …' (every allergen of the one
 * code list, tree nuts and gluten cereals by name), 'Show only …' (diets), and a legend of the marks.
 * Each choice is a toggle button with a text symbol and its name (never colour alone); the choice is
 * kept on the device (stores/allergen-filter.ts). Loaded when first opened.
 */
import { useId } from 'react';
import { ALLERGENS, DIETS } from '../../domain/allergens';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { useValue } from '../stores/react';
import { $allergenFilter, $allergenPanelOpen, clearAllergenFilter, closeAllergenPanel, toggleAllergenFilter } from '../stores/allergen-filter';

export default function AllergenFilterPanel() {
  const open = useValue($allergenPanelOpen);
  const filter = useValue($allergenFilter);
  const { t } = useFormat();
  const id = useId();
  if (!open) return null;
  return (
    <Dialog open onClose={closeAllergenPanel} labelledBy={`${id}-t`} variant="bottom" className="alg-panel">
      <div className="panel-head">
        <h2 id={`${id}-t`}>{t('allergens.title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('allergens.close')} onClick={closeAllergenPanel}>
          <Icon name="close" />
        </button>
      </div>
      <div className="panel-body alg-body">
        <p className="alg-rule">
          <span className="alg-sym alg-sym-warn" aria-hidden="true">?</span>{' '}
          {t('allergens.unknownRule')}
        </p>
        <section aria-labelledby={`${id}-hide`}>
          <h3 id={`${id}-hide`} className="opt-title">{t('allergens.hideHeading')}</h3>
          <ul className="alg-chips" data-testid="allergen-hide">
            {ALLERGENS.map((a) => {
              const on = filter.hide.includes(a.code);
              return (
                <li key={a.code}>
                  <button type="button" className={`alg-chip ${on ? 'is-on' : ''}`} aria-pressed={on} data-alg-code={a.code} onClick={() => toggleAllergenFilter('hide', a.code)}>
                    <span className="alg-sym" aria-hidden="true">{a.symbol}</span>{' '}
                    {t(`allergens.code.${a.code}`)}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby={`${id}-only`}>
          <h3 id={`${id}-only`} className="opt-title">{t('allergens.onlyHeading')}</h3>
          <ul className="alg-chips" data-testid="allergen-only">
            {DIETS.map((d) => {
              const on = filter.only.includes(d.code);
              return (
                <li key={d.code}>
                  <button type="button" className={`alg-chip ${on ? 'is-on' : ''}`} aria-pressed={on} data-diet-code={d.code} onClick={() => toggleAllergenFilter('only', d.code)}>
                    <span className="alg-sym" aria-hidden="true">{d.symbol}</span>{' '}
                    {t(`allergens.diet.${d.code}`)}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby={`${id}-legend`} className="alg-legend">
          <h3 id={`${id}-legend`} className="opt-title">{t('allergens.legend')}</h3>
          <dl>
            <div>
              <dt>
                <span className="alg-sym" aria-hidden="true">PN</span>{' '}
              </dt>
              <dd>
                {t('allergens.legendContains')} · {t('allergens.legendMayContain')}
              </dd>
            </div>
            <div>
              <dt>
                <span className="alg-sym alg-sym-warn" aria-hidden="true">?</span>{' '}
              </dt>
              <dd>{t('allergens.notListed')}</dd>
            </div>
            <div>
              <dt>
                <span className="alg-sym alg-sym-warn" aria-hidden="true">!</span>{' '}
              </dt>
              <dd>{t('allergens.notChecked')}</dd>
            </div>
          </dl>
        </section>
      </div>
      <div className="panel-foot alg-foot">
        <button type="button" className="btn btn-ghost" onClick={clearAllergenFilter} data-testid="allergen-clear">
          {t('allergens.clear')}
        </button>
        <button type="button" className="btn btn-primary" onClick={closeAllergenPanel} data-testid="allergen-done">
          {t('allergens.done')}
        </button>
      </div>
    </Dialog>
  );
}
