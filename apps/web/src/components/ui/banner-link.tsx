import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@lobby/contracts';

/** Where a banner leads (§3: linkageType makes it clickable); undefined when it does not. */
export function bannerTarget(
  banner: Pick<Banner, 'linkageType' | 'linkTarget'>,
): { internal: string } | { external: string } | undefined {
  const target = banner.linkTarget ?? '';
  switch (banner.linkageType) {
    case 'NONE':
      return undefined;
    case 'ROUTE':
      return target.startsWith('/') ? { internal: target } : undefined;
    case 'URL':
      return /^https?:\/\//i.test(target) ? { external: target } : undefined;
    case 'PROMOTION':
      return {
        internal: target ? `/promotions?id=${encodeURIComponent(target)}` : '/promotions',
      };
    default:
      return banner.linkageType satisfies never;
  }
}

/** Wraps a banner's picture in the link its linkage asks for, or in nothing. */
export function BannerLink({
  banner,
  className,
  children,
}: {
  banner: Pick<Banner, 'linkageType' | 'linkTarget' | 'title'>;
  className?: string;
  children: ReactNode;
}) {
  const target = bannerTarget(banner);
  if (!target) return <div className={className}>{children}</div>;
  if ('internal' in target) {
    return (
      <Link className={className} to={target.internal}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={target.external} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
