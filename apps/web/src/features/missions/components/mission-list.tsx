import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberMission } from '@lobby/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { recordsQueryRoot, walletQueryRoot } from '../../session/index.ts';
import { claimMission } from '../api/claim-mission.ts';
import { useMissions } from '../api/list-missions.ts';
import { missionsQueryRoot } from '../api/mission-keys.ts';
import { useMissionsView } from '../use-missions-view.ts';
import { MissionCard } from './mission-card.tsx';

type Outcome = { kind: 'paid'; amount: string } | { kind: 'failed'; text: string };

/** The missions of the current periods; a claim pays into the main wallet and refreshes. */
export function MissionList() {
  // mission-errors: the refusals a claim can meet (translateApiError reads them)
  const { t } = useTranslation(['missions', 'mission-errors']);
  const view = useMissionsView();
  const queryClient = useQueryClient();
  const missions = useMissions();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const claim = async (mission: MemberMission) => {
    setBusy(mission.id);
    setOutcome(null);
    try {
      const result = await claimMission(mission.id);
      setOutcome({ kind: 'paid', amount: view.formatAmount(result.amount) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: translateApiError(error, t) });
    } finally {
      setBusy(null);
      await Promise.all(
        [missionsQueryRoot, walletQueryRoot, recordsQueryRoot].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  };

  if (!missions.data) {
    return (
      <LoadState
        state={missions.isError ? 'error' : 'loading'}
        className="missions__state"
        text={missions.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void missions.refetch(),
        }}
      />
    );
  }
  return (
    <div className="missions__panel">
      {outcome && (
        <p
          className={outcome.kind === 'paid' ? 'missions__done' : 'missions__error'}
          role={outcome.kind === 'paid' ? 'status' : 'alert'}
          data-testid="mission-outcome"
        >
          {outcome.kind === 'paid' ? t('paid', { amount: outcome.amount }) : outcome.text}
        </p>
      )}
      {missions.data.missions.length === 0 ? (
        <p className="missions__state" data-testid="missions-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="missions__list">
          {missions.data.missions.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              busy={busy === mission.id}
              onClaim={(chosen) => void claim(chosen)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
