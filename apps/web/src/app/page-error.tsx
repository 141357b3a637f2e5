import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../lib/app-paths.ts';
import { translateApiError } from '../lib/api-error-text.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { isChunkLoadError } from './chunk-load.ts';

/**
 * What a page shows when it fails: a part of the site that could not be loaded gets a
 * localised message and a retry (§8 chunk-load failure); anything else the unknown error.
 */
export function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  return (
    <section className="message-page" role="alert" data-testid="page-error">
      <Icon name={chunk ? 'refresh' : 'info'} size={40} />
      <h1>{chunk ? t('chunkError.title') : t('pageError.title')}</h1>
      <p>{chunk ? t('chunkError.text') : translateApiError(error, t)}</p>
      <div className="message-page__actions">
        <Button size="large" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
        <Link className={buttonClass('outline', 'large')} to={appPaths.index} reloadDocument>
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}

/** Catches a page's failure (a lazy area that did not load, a crash) and shows PageError. */
export class PageErrorBoundary extends Component<
  { children: ReactNode; fallback?: (error: unknown) => ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(this.state.error)
    ) : (
      <PageError error={this.state.error} />
    );
  }
}
