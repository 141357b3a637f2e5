import { lazy } from 'react';
import { useMissionSummary } from '../features/missions/index.ts';
import { MemberCenterPage, type MemberScreens } from '../features/pages/member-center-page.tsx';
import { useSessionState } from '../features/session/index.ts';
import { useRewardBadge } from '../features/rewards/index.ts';
import { useInboxUnread } from '../features/inbox/api/get-inbox-unread.ts';
import { InboxPreview } from '../features/inbox/components/inbox-preview.tsx';
import { MemberLanding } from '../features/member-landing/member-landing.tsx';
import { WalletBalance } from '../features/wallet/components/wallet-balance.tsx';
import { loadChunk } from './chunk-load.ts';

// each built screen is its own chunk: the member centre's other pages do not wait for it
const SecurityCenterPage = lazy(() =>
  loadChunk(
    'SecurityCenter',
    () => import('../features/security-center/security-center-page.tsx'),
  ).then((m) => ({ default: m.SecurityCenterPage })),
);
const DepositPage = lazy(() =>
  loadChunk('Deposit', () => import('../features/wallet/deposit-page.tsx')).then((m) => ({
    default: m.DepositPage,
  })),
);
const WithdrawPage = lazy(() =>
  loadChunk('Withdraw', () => import('../features/wallet/withdraw-page.tsx')).then((m) => ({
    default: m.WithdrawPage,
  })),
);
const TransferFundPage = lazy(() =>
  loadChunk('TransferFund', () => import('../features/transfers/transfer-fund-page.tsx')).then(
    (m) => ({ default: m.TransferFundPage }),
  ),
);
const TransferUplinePage = lazy(() =>
  loadChunk('TransferUpline', () => import('../features/transfers/transfer-upline-page.tsx')).then(
    (m) => ({ default: m.TransferUplinePage }),
  ),
);
const TransactionHistoryPage = lazy(() =>
  loadChunk(
    'TransactionHistory',
    () => import('../features/records/transaction-history-page.tsx'),
  ).then((m) => ({ default: m.TransactionHistoryPage })),
);
const BettingRecordPage = lazy(() =>
  loadChunk('BettingRecord', () => import('../features/bets/betting-record-page.tsx')).then(
    (m) => ({ default: m.BettingRecordPage }),
  ),
);
const ProfitLossPage = lazy(() =>
  loadChunk('ProfitLoss', () => import('../features/bets/profit-loss-page.tsx')).then((m) => ({
    default: m.ProfitLossPage,
  })),
);
const ReceivedContractsPage = lazy(() =>
  loadChunk('MyContracts', () => import('../features/contracts/received-contracts-page.tsx')).then(
    (m) => ({ default: m.ReceivedContractsPage }),
  ),
);
const MissionLeaderboardPage = lazy(() =>
  loadChunk('MissionLeaderboard', () => import('../features/missions/missions-page.tsx')).then(
    (m) => ({ default: m.MissionLeaderboardPage }),
  ),
);

const RewardCentrePage = lazy(() =>
  loadChunk('RewardCenter', () => import('../features/rewards/reward-centre-page.tsx')).then(
    (m) => ({ default: m.RewardCentrePage }),
  ),
);
const BonusDetailsPage = lazy(() =>
  loadChunk('BonusDetails', () => import('../features/rewards/bonus-details-page.tsx')).then(
    (m) => ({ default: m.BonusDetailsPage }),
  ),
);

const VipPage = lazy(() =>
  loadChunk('Vip', () => import('../features/loyalty/vip-page.tsx')).then((m) => ({
    default: m.VipPage,
  })),
);
const RebatesPage = lazy(() =>
  loadChunk('Rebates', () => import('../features/loyalty/rebates-page.tsx')).then((m) => ({
    default: m.RebatesPage,
  })),
);
const ReferralPage = lazy(() =>
  loadChunk('Referral', () => import('../features/referrals/referral-page.tsx')).then((m) => ({
    default: m.ReferralPage,
  })),
);

const InboxPage = lazy(() =>
  loadChunk('Inbox', () => import('../features/inbox/pages/inbox-page.tsx')).then((m) => ({
    default: m.InboxPage,
  })),
);
const FeedbackPage = lazy(() =>
  loadChunk('Feedback', () => import('../features/inbox/pages/feedback-page.tsx')).then((m) => ({
    default: m.FeedbackPage,
  })),
);

/** The member centre's screens that are built so far; the others are still placeholders. */
const screens: MemberScreens = {
  securityCenter: SecurityCenterPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferFund: TransferFundPage,
  transferUpline: TransferUplinePage,
  transactionHistory: TransactionHistoryPage,
  personalHistoryCopy: BettingRecordPage,
  personalProfit: ProfitLossPage,
  myContracts: ReceivedContractsPage,
  missionLeaderboard: MissionLeaderboardPage,
  rewardCenter: RewardCentrePage,
  bonusDetails: BonusDetailsPage,
  vip: VipPage,
  rebates: RebatesPage,
  messageV2: InboxPage,
  feedback: FeedbackPage,
  referral: ReferralPage,
};

/**
 * /member: the member centre with its built screens and the overview's balance card plugged in
 * (the card comes from here, not the wallet's index, which the header's first load imports).
 */
export function MemberCenterRoute() {
  const { isTrial } = useSessionState();
  // §2.5: the missionLeaderboard entry counts the missions ready to claim
  const missions = useMissionSummary(!isTrial);
  // and the rewardCenter entry the rewards ready to claim
  const rewards = useRewardBadge();
  // and the messageV2 entry the unread messages (never asked for a trial account, §4.8)
  const inbox = useInboxUnread();
  const badges = {
    missionLeaderboard: missions.data?.claimable ?? 0,
    rewardCenter: rewards.data?.claimable ?? 0,
    messageV2: inbox.data?.unread ?? 0,
  };
  return (
    <MemberCenterPage
      screens={screens}
      balance={<WalletBalance />}
      badges={badges}
      // trial accounts have no inbox, no rewards and play money only: no landing cards
      landing={isTrial ? undefined : <MemberLanding inbox={<InboxPreview />} />}
    />
  );
}
