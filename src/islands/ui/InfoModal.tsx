/** The generic info / error modal (storefront.md §2.6): a title, a message and an 'ok' or 'retry' button. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from './Dialog';
import { $modal, closeModal } from '../stores/ui';
import { useValue } from '../stores/react';

export default function InfoModal() {
  const modal = useValue($modal);
  const { t } = useTranslation();
  const id = useId();
  if (!modal) return null;
  const confirm = () => {
    closeModal();
    modal.onConfirm?.();
  };
  return (
    <Dialog open onClose={closeModal} labelledBy={`${id}-t`} role={modal.kind === 'error' ? 'alertdialog' : 'dialog'}>
      <h2 id={`${id}-t`}>{modal.title}</h2>
      <p className="pre-line">{modal.body}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={confirm}>
          {modal.confirm === 'retry' ? t('common.retry') : t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
