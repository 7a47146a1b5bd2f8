/**
 * The account screen as a drawer over the menu page (accounts-and-loyalty.md §2.2 "also shown as a
 * drawer from the main page"): the account content in drawer mode (no Delivery Address, Privacy Policy
 * and the like), opened by the top bar's avatar or the side menu's Account on a store page
 * (stores/ui `openAccount`). The shared Dialog makes it a labelled modal: focus moves in and is trapped,
 * Escape or the close button closes it, and the focus returns to what opened it. /user/account stays
 * the page for direct links.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $venue } from '../stores/menu';
import { useValue } from '../stores/react';
import { $accountOpen, closeAccount } from '../stores/ui';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { Account } from './AccountApp';
import './account.css';

export default function AccountDrawer() {
  const { t } = useTranslation();
  const id = useId();
  const open = useValue($accountOpen);
  const venue = useValue($venue);
  return (
    <Dialog open={open} onClose={closeAccount} variant="right" labelledBy={`${id}-t`} className="acc-drawer">
      <div className="panel-head">
        <h2 id={`${id}-t`}>{t('account.titles.accountProfile')}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={closeAccount} data-testid="account-drawer-close">
          <Icon name="close" />
        </button>
      </div>
      <div className="panel-body acc-drawer-body" data-testid="account-drawer">
        <Account drawer defaultVenue={venue?.code ?? null} />
      </div>
    </Dialog>
  );
}
