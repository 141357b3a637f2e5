import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LotteryKind } from '@lobby/game-math';
import { lotteryGameKey, useLotteryCurrent } from '../api/lottery-reads.ts';
import { clockText, useCountdown } from '../use-countdown.ts';
import { Balls } from './balls.tsx';

/**
 * The current issue with the countdown to its cut-off, and the last result. When the cut-off
 * passes, the game's reads are asked again (every 2 s until the next issue shows).
 */
export function IssuePanel({ code, kind }: { code: string; kind: LotteryKind }) {
  const { t } = useTranslation('lottery-fast');
  const current = useLotteryCurrent(code);
  const queryClient = useQueryClient();
  const issue = current.data?.current ?? null;
  const last = current.data?.last ?? null;
  const left = useCountdown(issue?.closesAt, current.data?.serverTime, current.dataUpdatedAt);
  const due = issue === null || left === 0;

  useEffect(() => {
    if (!due) return;
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: lotteryGameKey(code) }),
      2_000,
    );
    return () => window.clearInterval(timer);
  }, [due, code, queryClient]);

  const lastNo = last?.issueNo;
  useEffect(() => {
    if (lastNo)
      void queryClient.invalidateQueries({ queryKey: [...lotteryGameKey(code), 'results'] });
    if (lastNo)
      void queryClient.invalidateQueries({ queryKey: [...lotteryGameKey(code), 'trend'] });
  }, [lastNo, code, queryClient]);

  return (
    <section className="lottery-fast__panel lottery-issue" data-testid="lottery-issue">
      <div className="lottery-issue__row">
        <span className="lottery-issue__label">{t('issue.current')}</span>
        <strong data-testid="lottery-issue-no">{issue?.issueNo ?? '—'}</strong>
      </div>
      <div className="lottery-issue__row">
        <span className="lottery-issue__label">{t('issue.cutoff')}</span>
        <strong className="lottery-issue__clock" data-testid="lottery-countdown" aria-live="off">
          {left === null ? '—' : left === 0 ? t('issue.closed') : clockText(left)}
        </strong>
      </div>
      {issue?.seedHash && (
        <p className="lottery-issue__hash" title={issue.seedHash}>
          {t('issue.commitment', { hash: `${issue.seedHash.slice(0, 16)}…` })}
        </p>
      )}
      <div className="lottery-issue__row lottery-issue__row--last">
        <span className="lottery-issue__label">
          {last ? t('issue.last', { issueNo: last.issueNo }) : t('issue.noLast')}
        </span>
        {last?.result && <Balls kind={kind} numbers={last.result} />}
      </div>
    </section>
  );
}
