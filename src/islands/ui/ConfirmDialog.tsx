/**
 * A confirmation (orders-and-payments.md §4.7; issue 23 item 1 "no window.confirm"): a title, an
 * optional question, a cancel and a confirm button, in the shared `Dialog` (role=alertdialog, labelled
 * by its title, focus trapped, Escape or a click outside cancels, focus back to the opener).
 * `useConfirm` gives an island a promise-style `ask()` in place of `window.confirm()`.
 */
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import Dialog from './Dialog';

export interface ConfirmProps {
  title: string;
  /** A line under the title; none when the title says it all. */
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Called with the text field's trimmed value when there is one (`field`). */
  onConfirm: (text?: string) => void;
  onCancel: () => void;
  danger?: boolean;
  /** An optional text field under the question (e.g. a refund's reason): its label and longest length. */
  field?: { label: string; maxLength: number };
}

export default function ConfirmDialog({ title, body, confirmLabel, cancelLabel, onConfirm, onCancel, danger, field }: ConfirmProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog open onClose={onCancel} labelledBy={`${id}-t`} role="alertdialog">
      <h2 id={`${id}-t`}>{title}</h2>
      {body && <p>{body}</p>}
      {field && (
        <div className="confirm-field">
          <label htmlFor={`${id}-f`}>{field.label}</label>
          <textarea id={`${id}-f`} ref={input} rows={2} maxLength={field.maxLength} data-testid="confirm-field" />
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? 'btn btn-primary btn-danger' : 'btn btn-primary'} onClick={() => onConfirm(field ? (input.current?.value ?? '').trim() : undefined)}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** What `ask` shows: the dialog's words (already translated). */
export type ConfirmQuestion = Omit<ConfirmProps, 'onConfirm' | 'onCancel'>;

/**
 * An in-page `confirm()`: render `dialog` somewhere in the island and `await ask({...})`, which
 * resolves true on the confirm button and false on cancel, Escape or a click outside. A second
 * `ask` while one is open answers the first false.
 */
export function useConfirm(): { dialog: ReactNode; ask: (q: ConfirmQuestion) => Promise<boolean> } {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  const answer = useCallback((yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setQuestion(null);
  }, []);
  const ask = useCallback((q: ConfirmQuestion) => {
    resolver.current?.(false);
    setQuestion(q);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const dialog = question ? <ConfirmDialog {...question} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null;
  return { dialog, ask };
}
