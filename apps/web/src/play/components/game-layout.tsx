import type { ReactNode } from 'react';
import { FairnessPanel } from '../fairness/fairness-panel.tsx';
import type { VerifiablePlay } from '../fairness/verify-link.ts';
import type { PlaySession } from '../play-session.ts';
import { BalanceBar } from './balance-bar.tsx';
import '../instant/instant-games.css';

export interface GameLayoutProps {
  title: string;
  session: PlaySession;
  balance: string | undefined;
  plays: readonly VerifiablePlay[];
  children: ReactNode;
}

/** Every instant game's page: title and balance, the game, the fairness panel. */
export function GameLayout({ title, session, balance, plays, children }: GameLayoutProps) {
  return (
    <main className="play-game">
      <header className="play-game__header">
        <h1>{title}</h1>
        <BalanceBar balance={balance} currency={session.currency} />
      </header>
      <div className="play-game__body">{children}</div>
      <FairnessPanel session={session} plays={plays} />
    </main>
  );
}
