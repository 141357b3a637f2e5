import type { QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@lobby/contracts';
import { loginFreePlay } from './api/login-free-play.ts';
import { getBotCheckField } from '../../lib/bot-check.ts';
import { startSession } from './session-lifecycle.ts';

/**
 * Trial play (§6, §7.2 loginFreePlay): the bot check, then a fresh type-4 account with play
 * money, logged in like any other session (isTrial comes from its member info).
 */
export async function startTrialSession(queryClient: QueryClient): Promise<MemberInfo> {
  const botCheck = await getBotCheckField();
  const success = await loginFreePlay({ platform: 'W', botCheck });
  return startSession(success.token, queryClient);
}
