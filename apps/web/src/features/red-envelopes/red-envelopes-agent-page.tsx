import { useTranslation } from 'react-i18next';
import { EnvelopeList } from './components/envelope-list.tsx';
import { FundEnvelopeForm } from './components/fund-envelope-form.tsx';
import './red-envelopes.css';

/**
 * The agent centre's red envelope page (§1 "red envelope"): fund an envelope for the
 * downline, and follow each one (claims, what came back at expiry).
 */
export function RedEnvelopesAgentPage() {
  const { t } = useTranslation('red-envelopes');
  return (
    <section className="red-envelopes" data-testid="red-envelopes-agent-page">
      <h1 className="red-envelopes__title">{t('agentTitle')}</h1>
      <FundEnvelopeForm />
      <EnvelopeList />
    </section>
  );
}
