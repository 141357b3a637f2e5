import { lazy, type ComponentType } from 'react';
import type { GameScreenProps } from './game-screen-props.ts';
import { exchangeAtSandboxRgs } from './sandbox/sandbox-session.ts';
import type { SessionExchange } from './start-play-session.ts';

type GameScreen = ComponentType<GameScreenProps>;
const screen = (load: () => Promise<{ default: GameScreen }>) => lazy(load);

/**
 * The in-house games by game code; each screen is its own chunk, loaded only when played.
 * Add a game by adding a line.
 */
export const gameScreens: Record<string, ReturnType<typeof screen>> = {
  'lotus-fortune': screen(() => import('./instant/slot-screen.tsx')),
  'jade-dragon': screen(() => import('./instant/slot-screen.tsx')),
  dice: screen(() => import('./instant/dice-screen.tsx')),
  mines: screen(() => import('./instant/mines-screen.tsx')),
  plinko: screen(() => import('./instant/plinko-screen.tsx')),
  crash: screen(() => import('./tables/crash-screen.tsx')),
  baccarat: screen(() => import('./tables/baccarat-screen.tsx')),
  roulette: screen(() => import('./tables/roulette-screen.tsx')),
  'sandbox-rgs': screen(() => import('./sandbox/sandbox-screen.tsx')),
};

/** Games whose session is not opened at /originals/v1/session name their own exchange. */
export const sessionExchanges: Record<string, SessionExchange> = {
  'sandbox-rgs': exchangeAtSandboxRgs,
};
