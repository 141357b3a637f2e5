import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  contractKinds,
  isPercentKind,
  type ContractKind,
  type DividendPeriod,
  type DownlineRow,
} from '@lobby/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { formatAmount } from '../../../lib/format.ts';
import { usePermission } from '../../brand/index.ts';
import { contractKindKeys, dividendPeriodKeys } from '../../contracts/index.ts';
import { agentQueryRoot } from '../api/agent-query-keys.ts';
import { useAgentSettings } from '../api/get-agent-settings.ts';
import { offerContract } from '../api/offer-contract.ts';
import { checkLadder, emptyLadder, type LadderRow, type RungErrors } from '../ladder-rules.ts';
import { LadderEditor } from './ladder-editor.tsx';

export interface OfferContractDialogProps {
  downline: Pick<DownlineRow, 'username' | 'nickname' | 'contracts'>;
  onClose: () => void;
}

/**
 * The contract offer (§1, §4.11): a kind the brand enabled, the period of a dividend, and the
 * ladder, checked here as the server checks it; the server's refusals (above the agent's own
 * contract, above the brand cap, lowering a running contract…) are shown by their text key.
 * A downline that runs a contract of the kind gets a raise offer (the server links it).
 */
export function OfferContractDialog({ downline, onClose }: OfferContractDialogProps) {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const settings = useAgentSettings().data;
  const decimals = usePermission().data?.currency.decimals ?? 2;
  const kinds = contractKinds.filter((kind) => settings?.kinds[kind].enabled);
  const [chosenKind, setKind] = useState<ContractKind | undefined>();
  const kind = chosenKind ?? kinds[0];
  const [chosenPeriod, setPeriod] = useState<DividendPeriod | undefined>();
  const period = chosenPeriod ?? settings?.dividendPeriods[0];
  const [rowsByKind, setRowsByKind] = useState<Partial<Record<ContractKind, LadderRow[]>>>({});
  const rows = kind ? (rowsByKind[kind] ?? emptyLadder(kind)) : [];
  const [rungErrors, setRungErrors] = useState<RungErrors[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const running = kind ? downline.contracts.find((contract) => contract.kind === kind) : undefined;
  const cap = kind && settings ? settings.kinds[kind].cap : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || !cap || isSubmitting) return;
    setFailure(null);
    const check = checkLadder(kind, rows, { cap, currencyDecimals: decimals });
    setRungErrors(check.rungs);
    if (check.ladder) setFailure(t(check.ladder));
    if (!check.tiers) return;
    setIsSubmitting(true);
    try {
      await offerContract({
        downline: downline.username,
        kind,
        ...(kind === 'dividend' && period ? { period } : {}),
        tiers: check.tiers,
      });
      void queryClient.invalidateQueries({ queryKey: agentQueryRoot });
      onClose();
    } catch (error) {
      setFailure(translateApiError(error, t));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('offer.title', { username: downline.username })}
      closeLabel={t('close')}
      size="medium"
      data-testid="offer-contract-dialog"
    >
      {!settings || !kind ? (
        <p className="agent-page__note">{settings ? t('offer.noKinds') : t('status.loading')}</p>
      ) : (
        <form className="agent-form" noValidate onSubmit={(event) => void submit(event)}>
          <label className="agent-field">
            <span>{t('offer.kind')}</span>
            <select
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ContractKind);
                setRungErrors([]);
                setFailure(null);
              }}
              data-testid="offer-kind"
            >
              {kinds.map((option) => (
                <option key={option} value={option}>
                  {t(contractKindKeys[option])}
                </option>
              ))}
            </select>
          </label>
          {kind === 'dividend' && (
            <label className="agent-field">
              <span>{t('offer.period')}</span>
              <select
                value={period}
                onChange={(event) => setPeriod(event.target.value as DividendPeriod)}
                data-testid="offer-period"
              >
                {settings.dividendPeriods.map((option) => (
                  <option key={option} value={option}>
                    {t(dividendPeriodKeys[option])}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p className="agent-page__note" data-testid="offer-cap">
            {isPercentKind(kind)
              ? t('offer.capPercent', { cap: formatAmount(settings.kinds[kind].cap) })
              : t('offer.capPer10k', { cap: formatAmount(settings.kinds[kind].cap) })}
          </p>
          {running && (
            <p className="agent-page__note" data-testid="offer-raise">
              {t('offer.raiseNote')}
            </p>
          )}
          <LadderEditor
            kind={kind}
            rows={rows}
            onChange={(next) => setRowsByKind({ ...rowsByKind, [kind]: next })}
            errors={rungErrors}
          />
          {failure && (
            <p className="agent-form__failure" role="alert" data-testid="offer-error">
              {failure}
            </p>
          )}
          <BusySubmitButton
            className="ui-button ui-button--primary ui-button--medium"
            isBusy={isSubmitting}
            testId="offer-submit"
          >
            {t('offer.submit')}
          </BusySubmitButton>
        </form>
      )}
    </Dialog>
  );
}
