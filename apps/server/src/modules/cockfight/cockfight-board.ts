import type { CockfightBoard } from '@lobby/contracts';
import { drawReturnMultiple } from '@lobby/game-math';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { CockfightAccess } from './cockfight-access.ts';
import type { CockfightRepository } from './cockfight.repository.ts';
import { eventView, fightView } from './cockfight-views.ts';

/** How many fights the board lists (the newest); the trend grid holds every result. */
const boardFights = 12;

/**
 * The public board: the brand's running event, its newest fights with live pools, and the trend
 * grid (every result in fight order). A caller whose country may not bet sees only that.
 */
export function createCockfightBoard(deps: {
  repository: CockfightRepository;
  access: CockfightAccess;
}) {
  return {
    async board(merchant: Merchant, country: string | null): Promise<CockfightBoard> {
      const closed: CockfightBoard = {
        available: false,
        country,
        event: null,
        fights: [],
        trend: [],
        drawReturnMultiple: Number(drawReturnMultiple),
      };
      if (!(await deps.access.isAllowed(merchant.id, country))) return closed;
      const event = await deps.repository.runningEvent(merchant.id);
      if (!event) return { ...closed, available: true };
      const fights = await deps.repository.fightsOf(merchant.id, [event.id]);
      return {
        ...closed,
        available: true,
        event: eventView(event),
        fights: fights
          .toReversed()
          .slice(0, boardFights)
          .map((fight) => fightView(fight, merchant.currencyDecimals)),
        trend: fights.flatMap((fight) =>
          fight.result ? [{ fightNumber: fight.fightNumber, result: fight.result }] : [],
        ),
      };
    },

    /** One fight's view, for the live channel. */
    async fight(merchant: { id: number; currencyDecimals: number }, fightId: number) {
      const fight = await deps.repository.fight(merchant.id, fightId);
      return fight ? fightView(fight, merchant.currencyDecimals) : undefined;
    },
  };
}
export type CockfightBoardService = ReturnType<typeof createCockfightBoard>;
