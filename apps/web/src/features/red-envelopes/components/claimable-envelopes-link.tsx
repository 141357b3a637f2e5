import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/app-paths.ts';
import { useClaimableRedEnvelopes } from '../api/list-claimable-red-envelopes.ts';

/**
 * A small entry point for a menu or a page header: "2 red envelopes to open" leading to
 * /redEnvelopes, and nothing at all while none waits. Mount it lazily (it lives in the red
 * envelopes' lazy area and reads its on-demand namespace).
 */
export function ClaimableEnvelopesLink({ className }: { className?: string }) {
  const { t } = useTranslation('red-envelopes');
  const claimable = useClaimableRedEnvelopes();
  const count = claimable.data?.envelopes.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={appPaths.redEnvelopes}
      className={className ?? 'envelope-link'}
      data-testid="claimable-envelopes-link"
    >
      {t('link', { count })}
    </Link>
  );
}
