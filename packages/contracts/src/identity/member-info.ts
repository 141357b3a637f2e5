import { z } from 'zod';

/** Member type values (§4.2): 1, 2, 41, 42 are agents; 4 is trial; 0 an ordinary member. */
export const agentTypes = [1, 2, 41, 42] as const;
export const trialType = 4;
export const memberType = 0;
/** Agent-only accounts: they use the agent centre and cannot log in to the member site. */
export const agentOnlyTypes = [41, 42] as const;

/** Whether the type is agent-only (41, 42): no play, no cashier, only the agent centre. */
export function isAgentOnlyType(type: number): boolean {
  return (agentOnlyTypes as readonly number[]).includes(type);
}

export function isAgentType(type: number): boolean {
  return (agentTypes as readonly number[]).includes(type);
}

/** `GET /wps/member/info` */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isLogin: z.literal(true),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  firstTimeLogin: z.boolean(),
  /** A weak default or expired password: every other call is refused until it is changed. */
  passwordExpired: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const firstLoginResponseSchema = z.object({ firstTimeLogin: z.literal(false) });
