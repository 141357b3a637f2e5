import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while a lazy area loads: a bar at the top and a spinner; it goes when the page is
 * there (§2.1 "the loader hides"). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loader" data-testid="page-loader">
      <div className="navigation-loader" aria-hidden="true">
        <span className="navigation-loader__bar" />
      </div>
      <Spinner label={t('loading')} />
    </div>
  );
}
