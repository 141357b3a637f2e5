import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  contractKinds,
  contractStates,
  type ContractKind,
  type ContractState,
  type ContractView,
} from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { ContractTerms, contractKindKeys, contractStateKeys } from '../../contracts/index.ts';
import { agentQueryRoot } from '../api/agent-query-keys.ts';
import { useOfferedContracts } from '../api/list-offered-contracts.ts';
import { terminateContract } from '../api/terminate-contract.ts';
import { AgentPager } from '../components/agent-pager.tsx';
import { PageStatus } from '../components/page-status.tsx';
import { useDebouncedText } from '../use-debounced-text.ts';

/** Withdraw (an offer) or terminate (a running contract), asked twice so a slip costs nothing. */
function EndContractButton({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = contract.state === 'offered' ? t('contracts.withdraw') : t('contracts.terminate');

  const end = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      await terminateContract(contract.id);
      await queryClient.invalidateQueries({ queryKey: agentQueryRoot });
    } catch (error) {
      setFailure(translateApiError(error, t));
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  };

  return (
    <div className="agent-card__actions">
      {isConfirming ? (
        <>
          <button
            type="button"
            className="ui-button ui-button--primary ui-button--small"
            onClick={() => void end()}
            disabled={isBusy}
            data-testid="contract-end-confirm"
          >
            {t('contracts.confirm', { action: label })}
          </button>
          <button
            type="button"
            className="ui-button ui-button--ghost ui-button--small"
            onClick={() => setIsConfirming(false)}
          >
            {t('downlines.cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--small"
          onClick={() => setIsConfirming(true)}
          data-testid="contract-end"
        >
          {label}
        </button>
      )}
      {failure && (
        <span className="agent-field__error" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}

/**
 * The contracts the agent offered its direct downlines: state, kind and holder filters, terms,
 * withdraw/terminate.
 */
export function OfferedContractsPage() {
  const { t } = useTranslation('agents');
  const [state, setState] = useState<ContractState | ''>('');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [holderText, setHolderText] = useState('');
  const holder = useDebouncedText(holderText.trim(), 300);
  const [pageNo, setPageNo] = useState(1);
  const list = useOfferedContracts({
    ...(state ? { state } : {}),
    ...(kind ? { kind } : {}),
    ...(holder ? { username: holder } : {}),
    pageNo,
  });
  const page = list.data;
  return (
    <section className="agent-page" data-testid="agent-page-agentContracts">
      <h2 className="agent-page__title">{t('page.contracts')}</h2>
      <div className="agent-filter">
        <label className="agent-field">
          <span>{t('contracts.state')}</span>
          <select
            value={state}
            onChange={(event) => {
              setState(event.target.value as ContractState | '');
              setPageNo(1);
            }}
            data-testid="contracts-state"
          >
            <option value="">{t('contracts.stateAll')}</option>
            {contractStates.map((option) => (
              <option key={option} value={option}>
                {t(contractStateKeys[option])}
              </option>
            ))}
          </select>
        </label>
        <label className="agent-field">
          <span>{t('contracts.kind')}</span>
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ContractKind | '');
              setPageNo(1);
            }}
            data-testid="contracts-kind"
          >
            <option value="">{t('contracts.kindAll')}</option>
            {contractKinds.map((option) => (
              <option key={option} value={option}>
                {t(contractKindKeys[option])}
              </option>
            ))}
          </select>
        </label>
        <label className="agent-field">
          <span>{t('contracts.holder')}</span>
          <input
            type="search"
            value={holderText}
            onChange={(event) => {
              setHolderText(event.target.value);
              setPageNo(1);
            }}
            autoCapitalize="none"
            spellCheck={false}
            data-testid="contracts-holder"
          />
        </label>
      </div>
      {!page ? (
        <PageStatus
          state={list.isError ? 'error' : 'loading'}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : page.content.length === 0 ? (
        <PageStatus state="empty" emptyKey="contracts.empty" />
      ) : (
        <>
          <ul className="agent-cards">
            {page.content.map((contract) => (
              <li
                key={contract.id}
                className="agent-card"
                data-testid="offered-contract"
                data-state={contract.state}
              >
                <div className="agent-card__head">
                  <strong className="agent-card__name">{contract.holder}</strong>
                  <span className="agent-card__tag">{t(contractStateKeys[contract.state])}</span>
                </div>
                <p className="agent-page__note">
                  {t('contracts.offeredAt', { date: contract.offeredAt.slice(0, 10) })}
                </p>
                <ContractTerms contract={contract} />
                {(contract.state === 'offered' || contract.state === 'accepted') && (
                  <EndContractButton contract={contract} />
                )}
              </li>
            ))}
          </ul>
          <AgentPager
            page={pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            testIdPrefix="contracts-page"
          />
        </>
      )}
    </section>
  );
}
