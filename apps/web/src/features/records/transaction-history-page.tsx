import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useSessionState } from '../session/index.ts';
import { AccountRecordTab } from './components/account-record-tab.tsx';
import { TransactionsTab } from './components/transactions-tab.tsx';
import './records.css';

type Tab = 'transactions' | 'account';

/**
 * The records (/member?page=transactionHistory, §2.5 "account record"): a tab of
 * transactions (deposits, withdrawals, transfers, adjustments with their status) and a tab
 * of every movement of the main wallet with the balance after. A trial account has no real
 * money to show and is asked to register (§4.8).
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('records');
  const { isTrial } = useSessionState();
  const [tab, setTab] = useState<Tab>('transactions');

  return (
    <section className="records" data-testid="transaction-history-page">
      <h1 className="records__title">{t('title')}</h1>
      {isTrial ? (
        <p className="records__state ui-state" role="alert" data-testid="records-trial">
          {t('in_need_true_account', { ns: 'errors' })}
        </p>
      ) : (
        <div className="records__tabs">
          <Tabs
            label={t('tabs')}
            tabs={[
              {
                value: 'transactions',
                label: t('tab.transactions'),
                testId: 'records-tab-transactions',
              },
              { value: 'account', label: t('tab.account'), testId: 'records-tab-account' },
            ]}
            value={tab}
            onValueChange={setTab}
            listClassName="records__tab-list"
            tabClassName="records__tab"
          >
            {tab === 'transactions' ? <TransactionsTab /> : <AccountRecordTab />}
          </Tabs>
        </div>
      )}
    </section>
  );
}
