/** A short status message at the bottom of the screen (refusals and confirmations); polite live region. */
import { useEffect } from 'react';
import { $toast, clearToast } from '../stores/ui';
import { useValue } from '../stores/react';

export default function Toast() {
  const toast = useValue($toast);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(clearToast, 3200);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div key={toast.at} className="toast" data-testid="toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}
