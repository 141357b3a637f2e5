import { useEffect } from 'react';
import { usePermission } from '../features/brand/api/get-permission.ts';
import { applyBrandTheme } from '../features/brand/brand-theme.ts';
import { applyBrandDefaultLanguage } from '../lib/i18n.ts';
import { setSessionValue } from '../lib/session-storage.ts';

/**
 * Applies the brand from the permission answer: colours as CSS variables, the document
 * title, the merchant code kept in the session (§3), and the brand's default language for a
 * visitor who has not chosen one.
 */
export function BrandEffects() {
  const permission = usePermission().data;
  useEffect(() => {
    if (!permission) return;
    applyBrandTheme(permission.theme);
    document.title = permission.brandName;
    setSessionValue('merchantCode', permission.merchantCode);
    void applyBrandDefaultLanguage(permission.defaultLanguage);
  }, [permission]);
  return null;
}
