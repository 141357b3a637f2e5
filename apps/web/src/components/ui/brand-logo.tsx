import { useState } from 'react';

/**
 * The brand's logo (permission theme.logoUrl); the brand name in text while there is no
 * logo or when it fails to load, so the header is never empty.
 */
export function BrandLogo({
  logoUrl,
  brandName,
  className,
}: {
  logoUrl: string | undefined;
  brandName: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = className ? `ui-brand-logo ${className}` : 'ui-brand-logo';
  if (!logoUrl || failedUrl === logoUrl) {
    return <span className={`${classes} ui-brand-logo--text`}>{brandName}</span>;
  }
  return (
    <img className={classes} src={logoUrl} alt={brandName} onError={() => setFailedUrl(logoUrl)} />
  );
}
