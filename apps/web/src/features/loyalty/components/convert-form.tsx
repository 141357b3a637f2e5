import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConvertPointsResult } from '@lobby/contracts';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { convertPoints } from '../api/convert-points.ts';
import { LoyaltyField } from './loyalty-field.tsx';
import { usePointsAction } from './use-points-action.ts';

/** Converts points to cash at the brand's ratio, with the payment password. */
export function ConvertForm({ ratio }: { ratio: number }) {
  const { t } = useTranslation('loyalty');
  const action = usePointsAction(convertPoints);
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'points' | 'password' | null>(null);
  const [done, setDone] = useState<ConvertPointsResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!/^[1-9]\d{0,8}$/.test(points)) return setProblem('points');
    if (password === '') return setProblem('password');
    setProblem(null);
    const answer = await action.run({ points: Number(points), paymentPassword: password });
    setPassword('');
    if (answer) {
      setDone(answer);
      setPoints('');
    }
  };

  return (
    <form
      className="loyalty-form loyalty-card"
      noValidate
      data-testid="convert-form"
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="loyalty__subtitle">{t('convert.title')}</h2>
      <p className="loyalty__note">{t('convert.ratio', { points: ratio })}</p>
      <LoyaltyField
        label={t('convert.points')}
        inputMode="numeric"
        value={points}
        error={problem === 'points' ? t('convert.pointsInvalid') : null}
        data-testid="convert-points"
        onChange={(event) => setPoints(event.target.value.trim())}
      />
      <LoyaltyField
        label={t('paymentPassword')}
        type="password"
        autoComplete="off"
        value={password}
        error={problem === 'password' ? t('passwordRequired') : null}
        data-testid="convert-password"
        onChange={(event) => setPassword(event.target.value)}
      />
      {action.failure && (
        <p className="loyalty__error" role="alert" data-testid="convert-error">
          {action.failure}
        </p>
      )}
      {done && (
        <p className="loyalty__done" role="status" data-testid="convert-done">
          {t('convert.done', {
            points: formatAmount(done.points, 0),
            cash: formatAmount(done.cash),
          })}
        </p>
      )}
      <BusySubmitButton
        className="ui-action ui-action--medium"
        isBusy={action.isBusy}
        testId="convert-submit"
      >
        {t('convert.submit')}
      </BusySubmitButton>
    </form>
  );
}
