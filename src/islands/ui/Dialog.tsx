/**
 * One accessible dialog for every modal, sheet and drawer (issue 4 "Access"): role=dialog,
 * aria-modal, labelled by its title; focus moves in on open, Tab is trapped inside, Escape closes
 * (when closeable), and focus returns to the element that opened it.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export type DialogVariant = 'center' | 'bottom' | 'left' | 'right' | 'sheet';

interface Props {
  open: boolean;
  onClose?: () => void;
  /** Id of the element holding the dialog's title. */
  labelledBy?: string;
  label?: string;
  variant?: DialogVariant;
  closeable?: boolean;
  className?: string;
  children: ReactNode;
  /** Role: 'dialog' (default) or 'alertdialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Focus this selector first (inside the dialog) instead of the first focusable element. */
  initialFocus?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of a container, in order, visible ones only. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('hidden') && el.getClientRects().length > 0);
}

let openCount = 0;

export default function Dialog({ open, onClose, labelledBy, label, variant = 'center', closeable = true, className = '', children, role = 'dialog', initialFocus }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Read when needed, so that a change while open neither re-runs the effect below (which would take
  // the focused element inside the dialog for the opener) nor moves the focus.
  const closeableRef = useRef(closeable);
  closeableRef.current = closeable;
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  // A layout effect: it runs before the browser handles the next key, so a Tab pressed right after
  // the dialog appears cannot move the focus first (the opener would then be an element inside it).
  useLayoutEffect(() => {
    if (!open) return;
    const root = panel.current;
    const active = document.activeElement as HTMLElement | null;
    const opener = active && !root?.contains(active) ? active : null;
    openCount++;
    document.documentElement.style.overflow = 'hidden';
    const initial = initialFocusRef.current;
    const first = (initial && root?.querySelector<HTMLElement>(initial)) || root;
    first?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (!root) return;
      if (e.key === 'Escape' && closeableRef.current) {
        e.stopPropagation();
        closeRef.current?.();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const firstEl = items[0];
      const lastEl = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === firstEl || !root.contains(active))) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && (active === lastEl || !root.contains(active))) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    root?.addEventListener('keydown', onKey);
    return () => {
      root?.removeEventListener('keydown', onKey);
      openCount--;
      if (openCount <= 0) document.documentElement.style.overflow = '';
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  const overlayClass = variant === 'bottom' || variant === 'sheet' ? 'overlay overlay-bottom' : variant === 'left' ? 'overlay overlay-left' : variant === 'right' ? 'overlay overlay-right' : 'overlay';
  return (
    <div
      className={overlayClass}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && closeable) onClose?.();
      }}
    >
      <div ref={panel} className={`panel panel-${variant} ${className}`} role={role} aria-modal="true" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
