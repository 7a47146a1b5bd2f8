/** A confirmation (orders-and-payments.md §4.7): a title, a question, a cancel and a confirm button. */
import { useId } from 'react';
import Dialog from '../ui/Dialog';

export interface ConfirmProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}

export default function ConfirmDialog({ title, body, confirmLabel, cancelLabel, onConfirm, onCancel, danger }: ConfirmProps) {
  const id = useId();
  return (
    <Dialog open onClose={onCancel} labelledBy={`${id}-t`} role="alertdialog">
      <h2 id={`${id}-t`}>{title}</h2>
      <p>{body}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? 'btn btn-primary btn-danger' : 'btn btn-primary'} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
