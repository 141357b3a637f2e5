import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';

/**
 * The frame of a page whose real content lands in a later release: its title, what it will
 * hold, a clear "coming soon" note, and whatever structure is already known (sections,
 * vendors) as children.
 */
export function PlaceholderPage({
  icon,
  title,
  subtitle,
  note,
  children,
  testId,
}: {
  icon: IconName;
  title: string;
  subtitle?: string;
  /** What is coming on this page. */
  note: string;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('pages');
  return (
    <section className="placeholder-page" data-testid={testId}>
      <header className="placeholder-page__header">
        <span className="placeholder-page__icon">
          <Icon name={icon} size={28} />
        </span>
        <div>
          <h1 className="placeholder-page__title">{title}</h1>
          {subtitle && <p className="placeholder-page__subtitle">{subtitle}</p>}
        </div>
      </header>
      <div className="placeholder-page__notice" role="note">
        <Icon name="info" />
        <div>
          <h2 className="placeholder-page__notice-title">{t('comingSoon.title')}</h2>
          <p>{note}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/** One card of a placeholder section; with `to` it is a link to that section. */
export interface PlaceholderItem {
  key: string;
  title: string;
  text?: string;
  to?: string;
  current?: boolean;
}

/** A titled group of placeholder cards: the parts this page will have. */
export function PlaceholderSections({
  heading,
  items,
}: {
  heading: string;
  items: PlaceholderItem[];
}) {
  return (
    <section className="placeholder-sections">
      <h2 className="placeholder-sections__heading">{heading}</h2>
      <ul className="placeholder-sections__grid">
        {items.map((item) => (
          <li key={item.key} className="placeholder-card" data-current={item.current || undefined}>
            {item.to ? (
              <Link
                className="placeholder-card__title placeholder-card__link"
                to={item.to}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.title}
              </Link>
            ) : (
              <h3 className="placeholder-card__title">{item.title}</h3>
            )}
            {item.text && <p className="placeholder-card__text">{item.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
