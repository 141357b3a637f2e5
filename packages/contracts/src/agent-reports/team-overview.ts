import { z } from 'zod';
import { reportRangeFields, reportRangeSchema } from './report-query.ts';

/** GET /wps/agent/reports/overview (agentTeamOverview). */
export const teamOverviewQuerySchema = z.object(reportRangeFields);
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

/** The team's money figures over the range (amounts in the brand currency). */
export const teamFiguresSchema = z.object({
  betCount: z.number(),
  betAmount: z.string(),
  /** Settled stake without pushes; cancelled rounds never count. */
  validBet: z.string(),
  payout: z.string(),
  /** Payout − bet amount: the members' side (negative when the team lost). */
  profitLoss: z.string(),
  depositCount: z.number(),
  depositAmount: z.string(),
  withdrawalCount: z.number(),
  withdrawalAmount: z.string(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamOverviewSchema = z.object({
  range: reportRangeSchema,
  unit: z.string(),
  /** Every downline at any depth (the agent itself not counted). */
  teamSize: z.number(),
  directMembers: z.number(),
  /** Downlines registered within the range. */
  newMembers: z.number(),
  /** Downlines whose deposits and valid bet in the range reach the brand's thresholds. */
  activeMembers: z.number(),
  /** The thresholds applied, in the brand currency. */
  activeRule: z.object({ minDeposit: z.string(), minValidBet: z.string() }),
  figures: teamFiguresSchema,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
