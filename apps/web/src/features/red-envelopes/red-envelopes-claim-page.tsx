import { useTranslation } from 'react-i18next';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { ClaimableList } from './components/claimable-list.tsx';
import './red-envelopes.css';

/** /redEnvelopes: the red envelopes of the member's uplines it may open now. */
export function RedEnvelopesClaimPage() {
  const { t } = useTranslation(['red-envelopes', 'agent-errors']);
  const { isTrial } = useSessionState();
  return (
    <section className="red-envelopes" data-testid="red-envelopes-claim-page">
      <h1 className="red-envelopes__title">{t('claimTitle')}</h1>
      {isTrial ? (
        <TrialPrompt testId="red-envelopes-trial" className="envelopes__state" />
      ) : (
        <ClaimableList />
      )}
    </section>
  );
}
