/**
 * The stand-in of a panel whose code loads on first use (issue 28: page JS budget): the same modal
 * dialog (bottom sheet or centred) at once on the tap that opens it — focus moves in, Escape or the
 * close button closes it — titled `title`, saying 'Loading…' in a polite live region until the real
 * panel replaces it. Used as a `<Suspense fallback>`.
 */
import { useId } from 'react';
import Dialog, { type DialogVariant } from './Dialog';
import Icon from './Icon';
import { useFormat } from './use-format';

export default function LoadingPanel({ title, onClose, variant = 'bottom', className = '' }: { title: string; onClose: () => void; variant?: DialogVariant; className?: string }) {
  const { t } = useFormat();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} variant={variant} labelledBy={titleId} className={`loading-panel ${className}`}>
      <div className="panel-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="panel-body">
        <p className="muted" role="status" aria-busy="true" data-testid="panel-loading">
          {t('common.loading')}
        </p>
      </div>
    </Dialog>
  );
}
