import type { FastifyInstance } from 'fastify';
import {
  missionPaths,
  type BoLeaderboard,
  type BoMission,
  type BoStandings,
  type LeaderboardInput,
  type MemberLeaderboards,
  type MemberMissions,
  type MissionInput,
  type MissionSummary,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { memberActivity } from '../../../db/schema/index.ts';
import { brandHeaders } from '../../../../test/login-kit.ts';
import { staffHeaders } from '../../../../test/staff-kit.ts';

let nextSource = 9_000_000;

/** One money event as the database triggers write it (a round unless `kind` says deposit). */
export interface ActivityInput {
  merchantId: number;
  memberId: number;
  kind?: 'bet' | 'deposit';
  sign?: 1 | -1;
  sourceId?: number;
  gameType?: string | null;
  vassalage?: string | null;
  stake?: bigint;
  validBet?: bigint;
  payout?: bigint;
  amount?: bigint;
  occurredAt?: Date;
}

/**
 * Queues events straight into `member_activity` (the triggers' table): the tests choose the
 * figures and the instant; the feed hands them to the consumer on the next drain. The source
 * id of each event comes back, for a take-back of the same round.
 */
export async function queueActivity(db: Db, events: ActivityInput[]): Promise<number[]> {
  const rows = events.map((event) => ({
    merchantId: event.merchantId,
    memberId: event.memberId,
    kind: event.kind ?? 'bet',
    sign: event.sign ?? 1,
    sourceId: event.sourceId ?? ++nextSource,
    gameType: event.kind === 'deposit' ? null : (event.gameType ?? 'RNG'),
    vassalage: event.kind === 'deposit' ? null : (event.vassalage ?? 'LOBBY'),
    gameCode: event.kind === 'deposit' ? null : 'lotus-fortune',
    stake: event.stake ?? 0n,
    validBet: event.validBet ?? event.stake ?? 0n,
    payout: event.payout ?? 0n,
    amount: event.amount ?? 0n,
    unit: 'THB',
    occurredAt: event.occurredAt ?? new Date(),
  }));
  await db.insert(memberActivity).values(rows);
  return rows.map((row) => row.sourceId);
}

type Response = { statusCode: number; body: string; json(): unknown };

function valueOf<T>(response: Response): T {
  const value = (response.json() as { value?: T }).value;
  if (response.statusCode !== 200 || value === undefined) {
    throw new Error(`call failed: ${response.statusCode} ${response.body}`);
  }
  return value;
}

/** A member's calls: missions, the badge summary, claims, leaderboards. */
export function missionsCaller(app: FastifyInstance, token: string) {
  const headers = { ...brandHeaders, token };
  return {
    missions: async (lang = 'en') =>
      valueOf<MemberMissions>(
        await app.inject({ method: 'GET', url: missionPaths.missions, headers, query: { lang } }),
      ),
    summary: async () =>
      valueOf<MissionSummary>(
        await app.inject({ method: 'GET', url: missionPaths.summary, headers }),
      ),
    claim: (id: number) =>
      app.inject({
        method: 'POST',
        url: missionPaths.claim.replace(':id', String(id)),
        headers,
      }),
    leaderboards: async (lang = 'en') =>
      valueOf<MemberLeaderboards>(
        await app.inject({
          method: 'GET',
          url: missionPaths.leaderboards,
          headers,
          query: { lang },
        }),
      ),
  };
}

const title = (en: string) => ({ en, th: `${en} (th)`, tl: `${en} (tl)` });

/** The operator's calls of missions and leaderboards. */
export function missionsOperator(app: FastifyInstance, token: string) {
  const headers = staffHeaders(token);
  return {
    createMission: (input: Partial<MissionInput> & Pick<MissionInput, 'goalKind' | 'target'>) =>
      app.inject({
        method: 'POST',
        url: missionPaths.boMissions,
        headers,
        payload: {
          title: title(`Mission ${input.goalKind}`),
          period: 'daily',
          reward: '5.00',
          ...input,
        },
      }),
    async addMission(input: Partial<MissionInput> & Pick<MissionInput, 'goalKind' | 'target'>) {
      return valueOf<BoMission>(await this.createMission(input));
    },
    updateMission: (id: number, input: MissionInput) =>
      app.inject({
        method: 'PUT',
        url: missionPaths.boMission.replace(':id', String(id)),
        headers,
        payload: input,
      }),
    createBoard: (input: Partial<LeaderboardInput>) =>
      app.inject({
        method: 'POST',
        url: missionPaths.boLeaderboards,
        headers,
        payload: {
          title: title('Board'),
          metric: 'turnover',
          period: 'daily',
          prizes: ['100.00', '50.00'],
          ...input,
        },
      }),
    async addBoard(input: Partial<LeaderboardInput>) {
      return valueOf<BoLeaderboard>(await this.createBoard(input));
    },
    close: (id: number) =>
      app.inject({
        method: 'POST',
        url: missionPaths.boLeaderboardClose.replace(':id', String(id)),
        headers,
      }),
    async standings(id: number, periodKey?: string) {
      return valueOf<BoStandings>(
        await app.inject({
          method: 'GET',
          url: missionPaths.boLeaderboardStandings.replace(':id', String(id)),
          headers,
          query: periodKey ? { periodKey } : {},
        }),
      );
    },
  };
}
