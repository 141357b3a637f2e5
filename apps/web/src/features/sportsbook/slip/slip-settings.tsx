import { useTranslation } from 'react-i18next';
import {
  sportsOddsChangeSettings,
  sportsOddsFormats,
  type SportsOddsChangeSetting,
  type SportsOddsFormat,
  type SportsSettings,
} from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSaveBookSettings } from '../api/sportsbook-member.ts';
import { useBook } from '../book-context.tsx';
import { formatKeys, oddsChangeKeys } from '../text-keys.ts';

/**
 * The slip's settings: the odds format (a guest's is kept on the page only), and for a member
 * the odds-change setting with its slippage; each change is saved at once (PUT settings).
 */
export function SlipSettings() {
  const { t } = useTranslation(['sportsbook', 'sports-errors']);
  const { token, settings, format, setFormat } = useBook();
  const save = useSaveBookSettings(token);
  const change = (patch: Partial<SportsSettings>) => {
    if (settings) save.start({ ...settings, ...patch });
  };
  return (
    <details className="sb-settings" data-testid="sb-settings">
      <summary>{t('slip.settings')}</summary>
      <label className="sb-field">
        <span>{t('slip.oddsFormat')}</span>
        <select
          value={format}
          data-testid="sb-odds-format"
          onChange={(event) => {
            const next = event.target.value as SportsOddsFormat;
            setFormat(next);
            change({ oddsFormat: next });
          }}
        >
          {sportsOddsFormats.map((one) => (
            <option key={one} value={one}>
              {t(formatKeys[one])}
            </option>
          ))}
        </select>
      </label>
      {settings && (
        <>
          <label className="sb-field">
            <span>{t('slip.oddsChange')}</span>
            <select
              value={settings.oddsChange}
              data-testid="sb-odds-change"
              onChange={(event) =>
                change({ oddsChange: event.target.value as SportsOddsChangeSetting })
              }
            >
              {sportsOddsChangeSettings.map((one) => (
                <option key={one} value={one}>
                  {t(oddsChangeKeys[one])}
                </option>
              ))}
            </select>
          </label>
          {settings.oddsChange === 'accept_any' && (
            <label className="sb-field">
              <span>{t('slip.slippage')}</span>
              <select
                value={settings.maxSlippageBp}
                onChange={(event) => change({ maxSlippageBp: Number(event.target.value) })}
              >
                {[100, 300, 500, 1000, 2000].map((bp) => (
                  <option key={bp} value={bp}>
                    {t('slip.slippagePercent', { percent: bp / 100 })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {save.isPending && <p className="sb-muted">{t('slip.saving')}</p>}
          {save.isSuccess && (
            <p className="sb-muted" role="status" data-testid="sb-settings-saved">
              {t('slip.saved')}
            </p>
          )}
          {save.isError && (
            <p className="sb-error" role="alert">
              {translateApiError(save.error, t)}
            </p>
          )}
        </>
      )}
    </details>
  );
}
