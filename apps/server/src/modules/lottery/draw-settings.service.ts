import { and, eq, sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  parseAmount,
  type BoDrawSettingsInput,
  type DrawSchedule,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { lotteryGames } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { listDrawGames, requireDrawGame, type DrawGame } from './draw-games.repository.ts';
import type { Actor } from './draw-results.service.ts';

/** An official draw's settings as the operator API shows them. */
const boDrawGameView = (game: DrawGame) => ({
  code: game.code,
  kind: game.kind,
  schedule: game.schedule,
  minLineStake: formatMinorUnits(game.minLineStake, game.currencyDecimals),
  maxLineStake: formatMinorUnits(game.maxLineStake, game.currencyDecimals),
  numberCap: formatMinorUnits(game.numberCap, game.currencyDecimals),
  issueCap: formatMinorUnits(game.issueCap, game.currencyDecimals),
  maxChase: game.maxChase,
  isActive: game.isActive,
});

/** The brand's official draws (VN, Thai) with their calendars, limits and caps. */
export async function listDrawSettings(db: Db, merchantId: number) {
  return { games: (await listDrawGames(db, merchantId)).map(boDrawGameView) };
}

/**
 * What the calendar's shape (zod) cannot say: each station code once (it is part of the issue
 * number), each station draws on some day, and betting opens before it closes.
 */
function assertDrawableSchedule(schedule: DrawSchedule) {
  const codes = schedule.stations.map((station) => station.code);
  const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
  if (repeated.length > 0) {
    throw new AppError('lottery_station_repeated', {
      details: { stations: [...new Set(repeated)] },
    });
  }
  const dayless = schedule.stations.filter(
    (station) => !station.weekdays?.length && !station.monthDays?.length,
  );
  if (dayless.length > 0 || schedule.cutoffMinutes >= schedule.openHours * 60) {
    throw new AppError('lottery_schedule_invalid', {
      details: { stations: dayless.map((station) => station.code) },
    });
  }
}

/**
 * Saves an official draw's calendar, stake limits, caps, max chase and on/off (audited). A
 * new calendar re-times only issues that have not opened and carry no bet: they are dropped
 * here and the lottery job schedules them again from the new calendar on its next tick; open
 * and closed issues keep their times.
 */
export async function saveDrawSettings(
  db: Db,
  merchantId: number,
  actor: Actor,
  code: string,
  input: BoDrawSettingsInput,
) {
  const game = await requireDrawGame(db, merchantId, code);
  assertDrawableSchedule(input.schedule);
  const amount = (text: string) => {
    const parsed = parseAmount(text, game.currencyDecimals);
    if (!parsed.ok) throw new AppError('lottery_settings_invalid', { details: { amount: text } });
    return parsed.minor;
  };
  const minLineStake = amount(input.minLineStake);
  const maxLineStake = amount(input.maxLineStake);
  const numberCap = amount(input.numberCap);
  const issueCap = amount(input.issueCap);
  if (minLineStake > maxLineStake) throw new AppError('lottery_stake_range_invalid');
  const { schedule, maxChase, isActive } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(lotteryGames)
      .set({
        schedule,
        minLineStake,
        maxLineStake,
        numberCap,
        issueCap,
        maxChase,
        isActive,
        updatedAt: sql`now()`,
      })
      .where(and(eq(lotteryGames.id, game.id), eq(lotteryGames.merchantId, merchantId)));
    await tx.execute(sql`delete from lottery_issues i
       where i.game_id = ${game.id} and i.state = 'scheduled'
         and not exists (select 1 from lottery_bets b where b.issue_id = i.id)`);
    await recordAudit(tx, {
      merchantId,
      actorKind: 'staff',
      actorId: actor.staffId,
      action: 'lottery.draw.settings',
      subjectKind: 'lottery_game',
      subjectId: game.id,
      before: boDrawGameView(game),
      after: boDrawGameView({
        ...game,
        ...{ schedule, minLineStake, maxLineStake, numberCap, issueCap, maxChase, isActive },
      }),
      ip: actor.ip,
    });
  });
  return boDrawGameView(await requireDrawGame(db, merchantId, code));
}
