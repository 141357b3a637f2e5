import { useTranslation } from 'react-i18next';
import { statusOf } from '../record-labels.ts';

/** A record's status as a coloured badge (done, waiting, refused, partly). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('records');
  const view = statusOf(status);
  return (
    <span className={`records-badge records-badge--${view.tone}`} data-status={status}>
      {view.key ? t(view.key) : status}
    </span>
  );
}
