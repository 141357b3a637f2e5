import { randomBytes, randomInt } from 'node:crypto';
import { trialType, type LoginSuccess } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { BotCheck } from '../../platform/bot-check.ts';
import type { BrandContext, IdentityDeps, RequestOrigin } from './identity-deps.ts';
import { startSession } from './session-start.ts';

/** Trial accounts one IP may open per throttle window. */
const trialsPerIpPerWindow = 10;

/**
 * Trial play (§4.2, §6): a type-4 account with no password that lives trialHours, blocked
 * from real-account actions by the auth guard. Its play-money balance is the wallet's job.
 */
export function createTrialService(db: Db, deps: IdentityDeps & { botCheck: BotCheck }) {
  return {
    async startTrial(
      brand: BrandContext,
      origin: RequestOrigin,
      botCheckSolution: string,
    ): Promise<LoginSuccess> {
      if (!(await deps.isFeatureOn(brand.merchant.id, 'FREEPLAY3'))) {
        throw new AppError('operation_not_allowed');
      }
      const since = new Date(Date.now() - brand.policy.throttleWindowMinutes * 60_000);
      const recent = await deps.audit.countForIp(
        brand.merchant.id,
        'trial_login',
        origin.ip,
        since,
        'success',
      );
      if (recent >= trialsPerIpPerWindow) throw new AppError('too_many_requests');
      if (!(await deps.botCheck.verify(botCheckSolution))) throw new AppError('bot_check_failed');
      const [member] = await db
        .insert(members)
        .values({
          merchantId: brand.merchant.id,
          username: `trial_${randomBytes(6).toString('hex')}`,
          type: trialType,
          nickname: `Guest ${randomInt(1000, 10_000)}`,
          passwordHash: null,
          isFirstLogin: false,
          registerIp: origin.ip,
          expiresAt: new Date(Date.now() + brand.policy.trialHours * 3_600_000),
        })
        .returning();
      if (!member) throw new AppError('unknown');
      return startSession(deps, brand, origin, member, 'trial', false);
    },
  };
}
