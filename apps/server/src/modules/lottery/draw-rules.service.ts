import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Actor } from './draw-results.service.ts';
import { requireDrawGame } from './draw-games.repository.ts';

/** Restricted numbers of an operator-result game (closed or half pay), audited. */
export async function saveDrawRules(
  db: Db,
  merchantId: number,
  actor: Actor,
  code: string,
  numberRules: Record<string, 'closed' | 'half'>,
) {
  const game = await requireDrawGame(db, merchantId, code);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update lottery_games set number_rules = ${JSON.stringify(numberRules)}::jsonb,
                           updated_at = now() where id = ${game.id}`);
    await recordAudit(tx, {
      merchantId,
      actorKind: 'staff',
      actorId: actor.staffId,
      action: 'lottery.rules.save',
      subjectKind: 'lottery_game',
      subjectId: game.id,
      before: { numberRules: game.numberRules },
      after: { numberRules },
      ip: actor.ip,
    });
  });
  return { code, numberRules };
}
