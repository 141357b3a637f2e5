import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../use-missions-view.ts';

/** "Ends in 2d 03:04:05", ticking each second until the end. */
export function Countdown({ endsAt, testId }: { endsAt: string; testId: string }) {
  const { t } = useTranslation('missions');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="missions__countdown" data-testid={testId}>
      {t('endsIn', { time: timeLeft(endsAt, now) })}
    </span>
  );
}
