import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail, WheelSpinResult } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { spinWheel } from '../api/play-activity.ts';
import { useActivityAction } from '../use-activity-action.ts';
import { OutcomeLine } from './outcome-line.tsx';

type WheelPlay = Extract<NonNullable<ActivityDetail['play']>, { kind: 'lucky_wheel' }>;

/** A client seed the member may change: 12 random letters and digits. */
function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes)).replace(/[^A-Za-z0-9]/g, 'x');
}

/**
 * The lucky wheel: slices drawn as a conic gradient; a spin turns it to the drawn slice (a CSS
 * transition, none under prefers-reduced-motion) and shows the seeds that verify the draw.
 */
export function LuckyWheel({ activityId, play }: { activityId: number; play: WheelPlay }) {
  const { t } = useTranslation('activities');
  const action = useActivityAction();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [result, setResult] = useState<WheelSpinResult | null>(null);
  const [turns, setTurns] = useState(0);
  const slice = 360 / play.slices.length;

  async function spin() {
    const spun = await action.run(
      () => spinWheel(activityId, clientSeed),
      (value) => t('wheel.won', { prize: play.slices[value.sliceIndex]?.label ?? '' }),
    );
    if (!spun) return;
    setResult(spun);
    // whole turns plus the angle that brings the slice's middle under the pointer at the top
    setTurns((before) => Math.ceil(before / 360) * 360 + 5 * 360 - (spun.sliceIndex + 0.5) * slice);
    setClientSeed(randomClientSeed());
  }

  const colours = play.slices.map(
    (_, index) =>
      `${index % 2 === 0 ? 'var(--wheel-a)' : 'var(--wheel-b)'} ${index * slice}deg ${(index + 1) * slice}deg`,
  );

  return (
    <div className="wheel" data-testid="lucky-wheel">
      <div className="wheel__stage">
        <span className="wheel__pointer" aria-hidden="true" />
        <div
          className="wheel__disc"
          style={{
            background: `conic-gradient(${colours.join(', ')})`,
            transform: `rotate(${turns}deg)`,
          }}
          data-testid="wheel-disc"
          aria-hidden="true"
        >
          {play.slices.map((item, index) => (
            <span
              key={index}
              className="wheel__label"
              style={{ transform: `rotate(${(index + 0.5) * slice}deg) translateY(-38%)` }}
            >
              {item.label}
            </span>
          ))}
        </div>
      </div>
      <ul className="wheel__table" aria-label={t('wheel.table')}>
        {play.slices.map((item, index) => (
          <li key={index}>
            {item.label}: {formatAmount(item.prize.amount)}
          </li>
        ))}
      </ul>
      <p className="wheel__left" data-testid="wheel-spins-left">
        {t('wheel.spinsLeft', { count: play.spinsLeft })}
      </p>
      <label className="activities__label" htmlFor="wheel-client-seed">
        {t('wheel.clientSeed')}
      </label>
      <input
        id="wheel-client-seed"
        className="ui-input activities__input"
        value={clientSeed}
        maxLength={64}
        onChange={(event) => setClientSeed(event.target.value.replace(/[^A-Za-z0-9_-]/g, ''))}
      />
      <p className="wheel__hash">
        {t('wheel.nextHash')} <code data-testid="wheel-next-hash">{play.nextServerSeedHash}</code>
      </p>
      <button
        type="button"
        className="ui-action ui-action--medium"
        disabled={action.busy || play.spinsLeft === 0 || !clientSeed}
        onClick={() => void spin()}
        data-testid="wheel-spin"
      >
        {t('wheel.spin')}
      </button>
      <OutcomeLine outcome={action.outcome} />
      {result && (
        <dl className="wheel__verify" data-testid="wheel-verify">
          <dt>{t('wheel.serverSeed')}</dt>
          <dd>
            <code>{result.serverSeed}</code>
          </dd>
          <dt>{t('wheel.serverSeedHash')}</dt>
          <dd>
            <code>{result.serverSeedHash}</code>
          </dd>
          <dt>{t('wheel.clientSeed')}</dt>
          <dd>
            <code>{result.clientSeed}</code>
          </dd>
          <dt>{t('wheel.nonce')}</dt>
          <dd>{result.nonce}</dd>
        </dl>
      )}
    </div>
  );
}
