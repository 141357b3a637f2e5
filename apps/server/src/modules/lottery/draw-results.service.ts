import { sql } from 'drizzle-orm';
import { isDrawLotteryKind, isValidDrawResult, type DrawLotteryKind } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf, type Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { payIssueDifferences, rejudgeLines } from './draw-correction.ts';
import { assertCorrectable } from './draw-round-closing.ts';
import type { LotteryClock } from './lottery-clock.ts';
import type { LotteryMoney } from './lottery-money.ts';
import type { LotteryLogger, LotterySettlement } from './settlement.ts';

/** The operator behind a call, for the audit trail and the two-operator rule. */
export interface Actor {
  staffId: number;
  ip: string;
}

interface IssueRow {
  id: number;
  issue_no: string;
  station: string | null;
  state: string;
  opens_at: Date | string;
  closes_at: Date | string;
  draws_at: Date | string;
  result: number[] | null;
  pending_result: number[] | null;
  entered_by: number | null;
  confirmed_by: number | null;
  result_version: number;
  settled_at: Date | string | null;
  kind: string;
  odds: Record<string, number>;
  code: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** An issue as the operator sees it. */
export const boDrawIssueView = (row: IssueRow) => ({
  id: Number(row.id),
  gameCode: row.code,
  issueNo: row.issue_no,
  station: row.station ?? '',
  state: row.state as 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void',
  closesAt: iso(row.closes_at),
  drawsAt: iso(row.draws_at),
  result: row.result,
  pendingResult: row.pending_result,
  enteredBy: row.entered_by === null ? null : Number(row.entered_by),
  confirmedBy: row.confirmed_by === null ? null : Number(row.confirmed_by),
  resultVersion: Number(row.result_version),
});

const issueSelect = sql`select i.id, i.issue_no, i.station, i.state, i.opens_at, i.closes_at, i.draws_at,
       i.result, i.pending_result, i.entered_by, i.confirmed_by, i.result_version, i.settled_at,
       g.kind, g.odds, g.code
  from lottery_issues i join lottery_games g on g.id = i.game_id`;

/**
 * Official results of the operator-result games (docs/lottery.md "Results"): one operator
 * enters a result, a different one confirms it; confirmation settles the issue, and a
 * confirmed correction of a settled issue re-settles it. Every step is audited.
 */
export function createDrawResults(deps: {
  db: Db;
  money: LotteryMoney;
  settlement: LotterySettlement;
  clock: LotteryClock;
  log: LotteryLogger;
}) {
  const { db, clock } = deps;

  async function lockedIssue(tx: Executor, merchantId: number, issueId: number) {
    const [row] = await rowsOf<IssueRow>(
      tx,
      sql`${issueSelect} where i.id = ${issueId} and i.merchant_id = ${merchantId}
            and g.result_source = 'operator' for update of i`,
    );
    if (!row) throw new AppError('lottery_issue_not_found');
    if (row.state === 'void') throw new AppError('lottery_issue_void');
    return row;
  }

  /** Audits a result step: an operator's, or the results feed's (a system entry) without one. */
  const audit = (
    tx: Executor,
    merchantId: number,
    actor: Actor | null,
    action: string,
    row: IssueRow,
    after: Record<string, unknown>,
  ) =>
    recordAudit(tx, {
      merchantId,
      actorKind: actor ? 'staff' : 'system',
      actorId: actor?.staffId ?? null,
      action,
      subjectKind: 'lottery_issue',
      subjectId: Number(row.id),
      before: {
        result: row.result,
        pendingResult: row.pending_result,
        version: row.result_version,
      },
      after,
      ip: actor?.ip ?? null,
    });

  /** Stores a checked sheet as the pending result, entered by the operator or (null) the feed. */
  async function savePending(
    tx: Executor,
    merchantId: number,
    actor: Actor | null,
    issue: IssueRow,
    result: number[],
  ) {
    if (!isDrawLotteryKind(issue.kind) || !isValidDrawResult(issue.kind, result)) {
      throw new AppError('lottery_result_invalid');
    }
    const enteredBy = actor?.staffId ?? null;
    await tx.execute(sql`update lottery_issues
        set pending_result = ${JSON.stringify(result)}::jsonb, entered_by = ${enteredBy}
      where id = ${issue.id}`);
    const action = actor ? 'lottery.result.enter' : 'lottery.result.feed';
    await audit(tx, merchantId, actor, action, issue, { pendingResult: result });
    return { ...issue, pending_result: result, entered_by: enteredBy };
  }

  return {
    /** The game's issues around now (the latest 60 by draw time), for result entry. */
    async issues(merchantId: number, code: string) {
      const rows = await rowsOf<IssueRow>(
        db,
        sql`${issueSelect} where i.merchant_id = ${merchantId} and g.code = ${code}
              and g.result_source = 'operator' order by i.draws_at desc, i.station limit 60`,
      );
      return { issues: rows.map(boDrawIssueView) };
    },

    /** Enters (or corrects) a result; it waits for another operator's confirmation. */
    async enter(merchantId: number, actor: Actor, issueId: number, result: number[]) {
      const row = await db.transaction(async (tx) => {
        const issue = await lockedIssue(tx, merchantId, issueId);
        if (issue.state !== 'closed' && issue.state !== 'settled') {
          throw new AppError('lottery_result_not_allowed');
        }
        if (issue.state === 'settled') assertCorrectable(issue.settled_at, clock.now());
        return savePending(tx, merchantId, actor, issue, result);
      });
      return { issue: boDrawIssueView(row), adjustedBets: 0, pendingBets: 0 };
    },

    /**
     * Enters a sheet the results feed brought as the pending result of a closed draw (no
     * operator: entered_by null), to be confirmed by an operator like any entry. A draw that
     * already has a pending or confirmed result is left alone (false); a sheet that does not
     * fit the draw is lottery_result_invalid.
     */
    async enterFromFeed(merchantId: number, issueId: number, result: number[]) {
      return db.transaction(async (tx) => {
        const issue = await lockedIssue(tx, merchantId, issueId);
        if (issue.state !== 'closed' || issue.result || issue.pending_result) return false;
        await savePending(tx, merchantId, null, issue, result);
        return true;
      });
    },

    /**
     * Confirms the entered result (a different operator): the issue is drawn and settled, or,
     * already settled, re-settled under the next result version.
     */
    async confirm(merchantId: number, actor: Actor, issueId: number) {
      const confirmed = await db.transaction(async (tx) => {
        const issue = await lockedIssue(tx, merchantId, issueId);
        if (!issue.pending_result) throw new AppError('lottery_result_not_entered');
        if (Number(issue.entered_by) === actor.staffId) {
          throw new AppError('lottery_result_same_operator');
        }
        const version = Number(issue.result_version) + 1;
        const correction = issue.state === 'settled';
        // past the window the wallet rounds close: a correction could no longer move money
        if (correction) assertCorrectable(issue.settled_at, clock.now());
        await tx.execute(sql`update lottery_issues
            set result = pending_result, pending_result = null, confirmed_by = ${actor.staffId},
                result_version = ${version}, drawn_at = coalesce(drawn_at, now()),
                state = case when state = 'closed' then 'drawn' else state end
          where id = ${issueId}`);
        await audit(
          tx,
          merchantId,
          actor,
          correction ? 'lottery.result.correct' : 'lottery.result.confirm',
          issue,
          { result: issue.pending_result, version },
        );
        const kind = issue.kind as DrawLotteryKind;
        // a correction's lines are judged again with its version, in this transaction
        const judged = { id: issueId, kind, result: issue.pending_result, odds: issue.odds };
        if (correction) await rejudgeLines(tx, deps.settlement, judged);
        return { judged, correction };
      });
      let moved = { adjustedBets: 0, pendingBets: 0 };
      if (confirmed.correction) moved = await payIssueDifferences(deps, issueId);
      else await deps.settlement.settleIssue(confirmed.judged);
      const [after] = await rowsOf<IssueRow>(db, sql`${issueSelect} where i.id = ${issueId}`);
      return { issue: boDrawIssueView(after!), ...moved };
    },
  };
}
export type DrawResults = ReturnType<typeof createDrawResults>;
