/**
 * The loading state of a page island: a spinner and a text announced politely to screen readers
 * (role status). `label` defaults to 'Loading…' (common.loading).
 */
import { useTranslation } from 'react-i18next';

export default function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="od-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
