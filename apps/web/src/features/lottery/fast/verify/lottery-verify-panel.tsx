import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lotteryKinds } from '@lobby/game-math';
import { useLotteryVerify } from '../api/lottery-reads.ts';
import { recomputeDraw, type LotteryVerifyForm } from './recompute-draw.ts';

const emptyForm: LotteryVerifyForm = {
  kind: '5d',
  issueNo: '',
  serverSeed: '',
  beacon: '',
  seedHash: '',
  result: '',
};

type TextField = Exclude<keyof LotteryVerifyForm, 'kind'>;
const fields: TextField[] = ['issueNo', 'serverSeed', 'beacon', 'seedHash', 'result'];

/**
 * /verify?lottery=<game>&issue=<issueNo>: a fast-game draw verified in the browser. The issue's
 * revealed seed, beacon, commitment and result are read from the server into the form; the
 * numbers are recomputed here with the server's own draw code and compared.
 */
export function LotteryVerifyPanel() {
  const { t } = useTranslation('lottery-fast');
  const [params] = useSearchParams();
  const code = params.get('lottery') ?? '';
  const issue = params.get('issue') ?? '';
  const verify = useLotteryVerify(code, issue);
  const [form, setForm] = useState<LotteryVerifyForm>({ ...emptyForm, issueNo: issue });

  const data = verify.data;
  useEffect(() => {
    if (!data) return;
    setForm({
      kind: data.kind,
      issueNo: data.issueNo,
      serverSeed: data.serverSeed ?? '',
      beacon: data.beacon ?? '',
      seedHash: data.seedHash ?? '',
      result: data.result?.join(',') ?? '',
    });
  }, [data]);
  const outcome = useMemo(() => recomputeDraw(form), [form]);

  return (
    <section className="verify" data-testid="lottery-verify">
      <h1 className="verify__title">{t('verify.title')}</h1>
      <p className="verify__intro">{t('verify.intro')}</p>
      <p className="verify__formula">{data?.message ?? t('verify.formula')}</p>
      {data && data.serverSeed === null && (
        <p role="status" data-testid="lottery-verify-pending">
          {t('verify.pending')}
        </p>
      )}
      {verify.isError && <p role="alert">{t('verify.notFound')}</p>}
      <form className="verify-form" onSubmit={(event) => event.preventDefault()}>
        <div className="verify-form__field">
          <label htmlFor="lottery-verify-kind">{t('verify.field.kind')}</label>
          <select
            id="lottery-verify-kind"
            className="verify-form__input"
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value })}
          >
            {lotteryKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`game.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {fields.map((name) => (
          <div key={name} className="verify-form__field is-wide">
            <label htmlFor={`lottery-verify-${name}`}>{t(`verify.field.${name}`)}</label>
            <input
              id={`lottery-verify-${name}`}
              className="verify-form__input"
              value={form[name]}
              spellCheck={false}
              autoComplete="off"
              data-testid={`lottery-verify-${name}`}
              onChange={(event) => setForm({ ...form, [name]: event.target.value })}
            />
          </div>
        ))}
      </form>
      {outcome && (
        <div className="verify__panel" data-testid="lottery-verify-outcome">
          <h2 className="verify__subtitle">{t('verify.numbers')}</h2>
          <code className="verify__hash" data-testid="lottery-verify-numbers">
            {outcome.numbers.join(', ')}
          </code>
          {outcome.resultMatches !== null && (
            <p
              className={`verify__match ${outcome.resultMatches ? 'is-match' : 'is-mismatch'}`}
              data-testid="lottery-verify-result-match"
              data-match={outcome.resultMatches}
            >
              {outcome.resultMatches ? t('verify.resultMatch') : t('verify.resultMismatch')}
            </p>
          )}
          <h2 className="verify__subtitle">{t('verify.hash')}</h2>
          <code className="verify__hash">{outcome.hash}</code>
          {outcome.hashMatches !== null && (
            <p
              className={`verify__match ${outcome.hashMatches ? 'is-match' : 'is-mismatch'}`}
              data-testid="lottery-verify-hash-match"
              data-match={outcome.hashMatches}
            >
              {outcome.hashMatches ? t('verify.hashMatch') : t('verify.hashMismatch')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
