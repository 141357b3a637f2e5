import { useTranslation } from 'react-i18next';
import { appPaths } from '../../../lib/app-paths.ts';
import { useHelpCenter } from '../../help/index.ts';
import { usePermission } from '../../brand/index.ts';
import { openModal } from '../../../lib/modal-store.ts';

/**
 * The footer (§2.3): the help topics of the current language, each opening the help centre
 * at its topic, and the copyright line with this year and the brand name.
 */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const topics = useHelpCenter().data ?? [];
  const permission = usePermission().data;
  const brand = permission?.brandName ?? '';
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        {topics.length > 0 && (
          <nav className="site-footer__help" aria-label={t('footer.helpLabel')}>
            <h2 className="site-footer__heading">{t('footer.help')}</h2>
            <ul className="site-footer__links">
              {topics.map((topic) => (
                <li key={topic.code}>
                  <a
                    href={`${appPaths.help}#${encodeURIComponent(topic.code)}`}
                    data-testid="footer-help-link"
                    data-topic={topic.code}
                    onClick={(event) => {
                      event.preventDefault();
                      openModal('help', { topic: topic.code });
                    }}
                  >
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-footer__legal">
          {permission && (
            <p className="site-footer__age">
              {t('footer.responsible', { age: permission.minimumAge })}
            </p>
          )}
          <p className="site-footer__copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), brand })}
          </p>
        </div>
      </div>
    </footer>
  );
}
