import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion, PromotionEntry } from '@lobby/contracts';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { useSessionState } from '../../session/index.ts';

/**
 * What a member can do with a promotion now: log in, apply, deposit (applied, waiting for
 * the qualifying deposit), or claim (qualified); a promotion coming soon waits.
 */
export function PromotionAction({
  promotion,
  entry,
  busy,
  onApply,
  onClaim,
}: {
  promotion: Promotion;
  entry: PromotionEntry | undefined;
  busy: boolean;
  onApply: () => void;
  onClaim: (entryId: number) => void;
}) {
  const { t } = useTranslation('rewards');
  const { isLogin, isTrial } = useSessionState();
  if (promotion.state === 'coming_soon') {
    return (
      <p className="promotion-action__note" data-testid="promotion-coming-soon">
        {t('promotions.comingSoon')}
      </p>
    );
  }
  if (!isLogin || isTrial) {
    return (
      <Link
        to={isLogin ? appPaths.register : appPaths.login}
        className="ui-action ui-action--medium"
        data-testid="promotion-login"
      >
        {t(isLogin ? 'promotions.register' : 'promotions.login')}
      </Link>
    );
  }
  if (entry?.state === 'claimable') {
    return (
      <button
        type="button"
        className="ui-action ui-action--medium"
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="promotion-claim"
        onClick={() => onClaim(entry.id)}
      >
        {t('centre.claim')}
      </button>
    );
  }
  if (entry?.state === 'joined') {
    return (
      <div className="promotion-action__joined">
        <p className="promotion-action__note" data-testid="promotion-joined">
          {t('promotions.joined')}
        </p>
        <Link
          to={memberPagePath('depositv2')}
          className="ui-action ui-action--medium"
          data-testid="promotion-deposit"
        >
          {t('promotions.deposit')}
        </Link>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="ui-action ui-action--medium"
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid="promotion-apply"
      onClick={onApply}
    >
      {t('promotions.apply')}
    </button>
  );
}
