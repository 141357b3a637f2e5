import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Crumb } from '../hooks/breadcrumb-trail.ts';

/** Trails longer than this show the first crumb, an expander, and the last ones. */
const collapseAbove = 4;
const keepAtEnd = 2;

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  const { t } = useTranslation();
  const detail = crumb.detailKey ? t(crumb.detailKey) : crumb.detailText;
  const label = detail ? `${t(crumb.titleKey)} · ${detail}` : t(crumb.titleKey);
  return (
    <span className="breadcrumb__label" title={label}>
      {label}
    </span>
  );
}

/**
 * The trail of pages visited since home (§2.1). A crumb navigates back to its page, which
 * truncates the trail there; the last crumb is the current page.
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('layout');
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const last = trail[trail.length - 1];
  const collapsed = trail.length > collapseAbove && expandedFor !== last?.path;
  const hiddenCount = collapsed ? trail.length - 1 - keepAtEnd : 0;
  const shown = collapsed ? [trail[0], ...trail.slice(-keepAtEnd)] : trail;
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')} data-testid="breadcrumb">
      <ol className="breadcrumb__list">
        {shown.map((crumb, index) => {
          if (!crumb) return null;
          const isLast = index === shown.length - 1;
          const item = (
            <li key={crumb.path} className="breadcrumb__item">
              {isLast ? (
                <span className="breadcrumb__current" aria-current="page">
                  <CrumbLabel crumb={crumb} />
                </span>
              ) : (
                <Link className="breadcrumb__link" to={crumb.path}>
                  <CrumbLabel crumb={crumb} />
                </Link>
              )}
            </li>
          );
          if (index !== 0 || !collapsed) return item;
          return [
            item,
            <li key="…" className="breadcrumb__item">
              <button
                type="button"
                className="breadcrumb__more"
                aria-label={t('breadcrumb.showAll', { count: hiddenCount })}
                onClick={() => setExpandedFor(last?.path ?? null)}
              >
                …
              </button>
            </li>,
          ];
        })}
      </ol>
    </nav>
  );
}
