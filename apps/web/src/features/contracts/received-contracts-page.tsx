import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/ui/pager.tsx';
import { useReceivedContracts } from './api/list-received-contracts.ts';
import { ContractAnswerButtons } from './components/contract-answer-buttons.tsx';
import { contractStateKeys } from './components/contract-labels.ts';
import { ContractOfferSummary } from './components/contract-offer-summary.tsx';
import { GiveUpButton } from './components/give-up-button.tsx';
import './contracts.css';

/**
 * The member centre's contracts: every contract the upline offered this account, newest
 * first, with its state; a pending offer can be answered here too (§2.4), and a running contract given
 * up (agents.md rule 9).
 */
export function ReceivedContractsPage() {
  const { t } = useTranslation(['agents', 'agent-errors']);
  const [pageNo, setPageNo] = useState(1);
  const list = useReceivedContracts({ pageNo });
  const page = list.data;
  return (
    <section className="contract-page" data-testid="received-contracts-page">
      <h1 className="contract-page__title">{t('holder.pageTitle')}</h1>
      {!page ? (
        <p role={list.isError ? 'alert' : 'status'}>
          {list.isError ? t('holder.loadFailed') : t('status.loading')}
        </p>
      ) : page.content.length === 0 ? (
        <p role="status" data-testid="received-contracts-empty">
          {t('holder.empty')}
        </p>
      ) : (
        <ul className="contract-page__list">
          {page.content.map((contract) => (
            <li key={contract.id} className="contract-page__item" data-testid="received-contract">
              <p className="contract-page__state" data-testid="received-contract-state">
                {t(contractStateKeys[contract.state])}
              </p>
              <ContractOfferSummary offer={contract} />
              {contract.state === 'offered' && <ContractAnswerButtons contractId={contract.id} />}
              {contract.state === 'accepted' && <GiveUpButton contractId={contract.id} />}
            </li>
          ))}
        </ul>
      )}
      {page && (
        <Pager
          page={pageNo}
          totalPages={page.totalPages}
          onChange={setPageNo}
          testIdPrefix="received-contracts-page"
          labels={{
            navigation: t('pager.navigation'),
            previous: t('pager.previous'),
            next: t('pager.next'),
            page: (n) => t('pager.page', { page: n }),
          }}
        />
      )}
    </section>
  );
}
