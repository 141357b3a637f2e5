import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../brand/index.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';

/** The frame shared by the pages that replace the app: brand, icon, title, body. */
export function StatusScreenFrame(props: {
  icon: IconName;
  title: string;
  children: ReactNode;
  'data-testid': string;
}) {
  const { t } = useTranslation('status');
  const permission = usePermission().data;
  return (
    <div className="status-screen">
      <header className="status-screen__top">
        {permission ? (
          <BrandLogo
            className="status-screen__logo"
            logoUrl={permission.theme.logoUrl}
            brandName={permission.brandName}
          />
        ) : (
          <span />
        )}
        <LanguageSelect languages={permission?.languages} />
      </header>
      <main className="status-screen__card" data-testid={props['data-testid']}>
        <span className="status-screen__icon">
          <Icon name={props.icon} size={40} />
        </span>
        <h1 className="status-screen__title">{props.title}</h1>
        {props.children}
      </main>
      <footer className="status-screen__footer">{t('frame.thanks')}</footer>
    </div>
  );
}
