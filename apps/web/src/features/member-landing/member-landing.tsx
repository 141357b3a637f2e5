import type { ReactNode } from 'react';
import { RecentBetsCard } from './recent-bets-card.tsx';
import { RewardsCard } from './rewards-card.tsx';
import './member-landing.css';

/**
 * The member centre landing's cards (issue 15 item 7) under the balance and quick actions:
 * the inbox card (the inbox feature's, plugged in by the app), claimable rewards, recent bets.
 * Not for trial accounts (member-center-route leaves it out).
 */
export function MemberLanding({ inbox }: { inbox: ReactNode }) {
  return (
    <>
      {inbox}
      <RewardsCard />
      <RecentBetsCard />
    </>
  );
}
