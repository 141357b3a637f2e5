import { sql } from 'drizzle-orm';
import type { BoDrawRulesInput } from '@lobby/contracts';
import { defaultDrawOdds } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Actor } from './draw-results.service.ts';
import { requireDrawGame } from './draw-games.repository.ts';

/**
 * An operator-result game's restricted numbers (closed or half pay) and prices, audited. A
 * price names one of the game's bet types (`lottery_settings_invalid` otherwise); new prices
 * apply to bets from now on, bets already placed keep theirs.
 */
export async function saveDrawRules(
  db: Db,
  merchantId: number,
  actor: Actor,
  code: string,
  input: BoDrawRulesInput,
) {
  const game = await requireDrawGame(db, merchantId, code);
  const betTypes = Object.keys(defaultDrawOdds[game.kind]);
  const unknown = Object.keys(input.odds ?? {}).filter((type) => !betTypes.includes(type));
  if (unknown.length > 0)
    throw new AppError('lottery_settings_invalid', { details: { betTypes: unknown } });
  const odds = { ...game.odds, ...input.odds };
  const { numberRules } = input;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update lottery_games set number_rules = ${JSON.stringify(numberRules)}::jsonb,
                           odds = ${JSON.stringify(odds)}::jsonb, updated_at = now()
                         where id = ${game.id}`);
    await recordAudit(tx, {
      merchantId,
      actorKind: 'staff',
      actorId: actor.staffId,
      action: 'lottery.rules.save',
      subjectKind: 'lottery_game',
      subjectId: game.id,
      before: { numberRules: game.numberRules, odds: game.odds },
      after: { numberRules, odds },
      ip: actor.ip,
    });
  });
  return { code, numberRules, odds };
}
