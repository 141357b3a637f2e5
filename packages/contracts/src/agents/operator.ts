import { z } from 'zod';
import { agentTypes } from '../identity/member-info.ts';

/** POST /bo/agents: the operator opens an agent account, top-level or under an agent. */
export const createAgentRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(8).max(128),
  type: z.union(agentTypes.map((type) => z.literal(type))),
  nickname: z.string().trim().min(1).max(32).optional(),
  /** The upline agent's username; a top-level agent when absent. */
  parent: z.string().trim().min(1).max(64).optional(),
});
export type CreateAgentRequest = z.infer<typeof createAgentRequestSchema>;

export const createdAgentSchema = z.object({
  id: z.number(),
  username: z.string(),
  type: z.number(),
  parent: z.string().nullable(),
  invitationCode: z.string(),
});
export type CreatedAgent = z.infer<typeof createdAgentSchema>;
