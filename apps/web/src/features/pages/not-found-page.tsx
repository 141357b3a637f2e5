import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../../lib/app-paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** A path the app does not know: 'Invalid URL, please contact customer service' (§8). */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <section className="message-page" data-testid="not-found-page">
      <Icon name="info" size={40} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('errors:err_invalid_url')}</p>
      <Link className={buttonClass('primary', 'large')} to={appPaths.index}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
