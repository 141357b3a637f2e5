import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { diceDirections, plinkoRiskLevels, verifyGames, type VerifyForm } from '../verify-input.ts';

function Field(props: { id: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`verify-form__field ${props.wide ? 'is-wide' : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
    </div>
  );
}

/** The seeds and the game's own settings; every change is applied at once. */
export function VerifyFormFields(props: {
  form: VerifyForm;
  onChange: (change: Partial<VerifyForm>) => void;
}) {
  const { t } = useTranslation('bets');
  const { form, onChange } = props;
  const text = (
    name: 'serverSeed' | 'clientSeed' | 'nonce' | 'hash' | 'mines' | 'rows' | 'target',
  ) => ({
    id: `verify-${name}`,
    className: 'verify-form__input',
    value: form[name],
    spellCheck: false,
    autoComplete: 'off',
    'data-testid': `verify-${name}`,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <form className="verify-form" onSubmit={(event) => event.preventDefault()}>
      <Field id="verify-game" label={t('verify.field.game')}>
        <select
          id="verify-game"
          className="verify-form__input"
          value={form.game}
          data-testid="verify-game"
          onChange={(event) => onChange({ game: event.target.value as VerifyForm['game'] })}
        >
          {verifyGames.map((game) => (
            <option key={game} value={game}>
              {t(`verify.game.${game}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="verify-serverSeed" label={t('verify.field.serverSeed')} wide>
        <input {...text('serverSeed')} />
      </Field>
      <Field id="verify-clientSeed" label={t('verify.field.clientSeed')} wide>
        <input {...text('clientSeed')} />
      </Field>
      <Field id="verify-nonce" label={t('verify.field.nonce')}>
        <input {...text('nonce')} inputMode="numeric" />
      </Field>
      <Field id="verify-hash" label={t('verify.field.hash')} wide>
        <input {...text('hash')} />
      </Field>
      {form.game === 'mines' && (
        <Field id="verify-mines" label={t('verify.field.mines')}>
          <input {...text('mines')} inputMode="numeric" />
        </Field>
      )}
      {form.game === 'plinko' && (
        <>
          <Field id="verify-rows" label={t('verify.field.rows')}>
            <input {...text('rows')} inputMode="numeric" />
          </Field>
          <Field id="verify-risk" label={t('verify.field.risk')}>
            <select
              id="verify-risk"
              className="verify-form__input"
              value={form.risk}
              data-testid="verify-risk"
              onChange={(event) => onChange({ risk: event.target.value as VerifyForm['risk'] })}
            >
              {plinkoRiskLevels.map((risk) => (
                <option key={risk} value={risk}>
                  {t(`verify.risk.${risk}`)}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
      {form.game === 'dice' && (
        <>
          <Field id="verify-target" label={t('verify.field.target')}>
            <input {...text('target')} inputMode="decimal" />
          </Field>
          <Field id="verify-direction" label={t('verify.field.direction')}>
            <select
              id="verify-direction"
              className="verify-form__input"
              value={form.direction}
              data-testid="verify-direction"
              onChange={(event) =>
                onChange({ direction: event.target.value as VerifyForm['direction'] })
              }
            >
              {diceDirections.map((direction) => (
                <option key={direction} value={direction}>
                  {t(`verify.direction.${direction}`)}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
    </form>
  );
}
