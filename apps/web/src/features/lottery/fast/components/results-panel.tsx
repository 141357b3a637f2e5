import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryKind } from '@lobby/game-math';
import { useLotteryResults } from '../api/lottery-reads.ts';
import { lotteryVerifyPath } from '../verify-link.ts';
import { Balls } from './balls.tsx';

/** The latest results, each with a link that verifies its draw. */
export function ResultsPanel({ code, kind }: { code: string; kind: LotteryKind }) {
  const { t } = useTranslation('lottery-fast');
  const results = useLotteryResults(code);
  const issues = (results.data?.issues ?? []).slice(0, 10);
  return (
    <section className="lottery-fast__panel" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-fast__heading">
        {t('results.title')}
      </h2>
      {issues.length === 0 ? (
        <p className="lottery-fast__muted">{t('results.empty')}</p>
      ) : (
        <ul className="lottery-rows" data-testid="lottery-results">
          {issues.map((issue) => (
            <li key={issue.id} className="lottery-rows__row">
              <span className="lottery-rows__issue">{issue.issueNo}</span>
              {issue.result && <Balls kind={kind} numbers={issue.result} />}
              <Link
                className="lottery-rows__link"
                to={lotteryVerifyPath(code, issue.issueNo)}
                aria-label={t('results.verifyIssue', { issueNo: issue.issueNo })}
              >
                {t('results.verify')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
