import { fightRatios, mustCancel, payoutPer100, type CockfightPools } from '@lobby/game-math';
import {
  formatMinorUnits,
  type CockfightBetView,
  type CockfightEventView,
  type CockfightFightView,
} from '@lobby/contracts';
import type {
  CockfightBetRow,
  CockfightEventRow,
  CockfightFightRow,
} from './cockfight.repository.ts';

/** The live channel topic of a brand's cockfight board. */
export const cockfightTopic = (merchantId: number) => `cockfight:${merchantId}`;

/** A fight's pools as the maths takes them. */
export function poolsOf(fight: CockfightFightRow): CockfightPools {
  return { meron: fight.meronPool, wala: fight.walaPool, draw: fight.drawPool };
}

export function eventView(event: CockfightEventRow): CockfightEventView {
  return {
    id: event.id,
    arena: event.arena,
    eventDate: event.eventDate,
    videoUrl: event.videoUrl,
    status: event.status,
  };
}

/** A fight as the board shows it, with the payouts its own plasada gives at these pools. */
export function fightView(fight: CockfightFightRow, decimals: number): CockfightFightView {
  const pools = poolsOf(fight);
  const plasada = fight.plasadaBps;
  const ratios = fightRatios(pools, plasada);
  return {
    id: fight.id,
    eventId: fight.eventId,
    fightNumber: fight.fightNumber,
    meron: fight.meron,
    wala: fight.wala,
    state: fight.state,
    result: fight.result,
    pools: {
      meron: formatMinorUnits(pools.meron, decimals),
      wala: formatMinorUnits(pools.wala, decimals),
      draw: formatMinorUnits(pools.draw, decimals),
    },
    payoutPer100: { meron: payoutPer100(ratios.meron), wala: payoutPer100(ratios.wala) },
    wouldCancel: mustCancel(pools, plasada),
  };
}

export function betView(bet: CockfightBetRow, decimals: number): CockfightBetView {
  return {
    id: bet.id,
    fightId: bet.fightId,
    side: bet.side,
    stake: formatMinorUnits(bet.stake, decimals),
    status: bet.status,
    returned: formatMinorUnits(bet.returned, decimals),
    placedAt: bet.createdAt.toISOString(),
  };
}
