import { z } from 'zod';
import { pagedSchema } from '../wallet/records.ts';
import { contractViewSchema } from './contract-terms.ts';

export const downlineSortFields = ['username', 'createdAt', 'lastLoginAt'] as const;

/** GET /wps/agent/downlines (page downlineManagmentView). */
export const downlineListQuerySchema = z.object({
  /** Drill-down: list this sub-agent's direct downlines (anyone in the team); me when absent. */
  parent: z.string().trim().min(1).max(64).optional(),
  /** Usernames starting with this, anywhere in the team (ignores `parent`). */
  username: z.string().trim().min(1).max(64).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sort: z.enum(downlineSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DownlineListQuery = z.infer<typeof downlineListQuerySchema>;

export const downlineRowSchema = z.object({
  /** The account's id: a sub-agent's is the `agentId` of the team reports. */
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  /** Account type (0 member, 1, 2, 41, 42 agents). */
  type: z.number(),
  isAgent: z.boolean(),
  status: z.enum(['active', 'disabled']),
  /** Levels below the asking agent (1: direct). */
  depth: z.number(),
  /** The row's own upline. */
  parent: z.string().nullable(),
  /** Accounts below the row, at any depth. */
  teamSize: z.number(),
  /** The asking agent's own note on this account. */
  remark: z.string().nullable(),
  /** The row's running contracts (the contract column). */
  contracts: z.array(contractViewSchema),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const downlinePageSchema = pagedSchema(downlineRowSchema);
export type DownlinePage = z.infer<typeof downlinePageSchema>;

/** The `:username` of the downline calls. */
export const downlineParamsSchema = z.object({ username: z.string().trim().min(1).max(64) });

/** PUT /wps/agent/downlines/:username/remark: the agent's own note; empty clears it. */
export const downlineRemarkRequestSchema = z.object({ remark: z.string().trim().max(200) });
export const downlineRemarkSchema = z.object({
  username: z.string(),
  remark: z.string().nullable(),
});

/** POST /wps/agent/registerCenter: an agent opens an account directly under itself. */
export const registerDownlineRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
  /** A member (type 0) or a sub-agent (type 1, which may also play). */
  accountType: z.enum(['member', 'agent']),
  nickname: z.string().trim().min(1).max(32).optional(),
});
export type RegisterDownlineRequest = z.infer<typeof registerDownlineRequestSchema>;

export const registeredDownlineSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  type: z.number(),
  parent: z.string(),
});
export type RegisteredDownline = z.infer<typeof registeredDownlineSchema>;

/** GET /wps/agent/referral: the agent's invitation code and its registration link. */
export const referralSchema = z.object({
  invitationCode: z.string(),
  /** Opens the registration with the code filled in (`/register?affiliateCode=…`). */
  link: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;
