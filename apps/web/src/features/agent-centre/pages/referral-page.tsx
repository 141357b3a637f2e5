import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrImage } from '../../../lib/qr-image.ts';
import { useReferral } from '../api/get-referral.ts';
import { PageStatus } from '../components/page-status.tsx';

/** Side of the QR code in CSS pixels (the right bar's codes are 112; this one is scanned). */
const qrSize = 168;

/** A value with its copy button; says "Copied" for a moment after a copy. */
function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('agents');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="agent-copy">
      <span className="agent-copy__label">{label}</span>
      <code className="agent-copy__value" data-testid={testId}>
        {value}
      </code>
      <button
        type="button"
        className="ui-button ui-button--outline ui-button--small"
        onClick={() => void copy()}
        aria-label={t('referral.copyLabel', { what: label })}
        data-testid={`${testId}-copy`}
      >
        {copied ? t('referral.copied') : t('referral.copy')}
      </button>
    </div>
  );
}

/** The referral link (§1): the invitation code and its registration link, to copy or scan. */
export function ReferralPage() {
  const { t } = useTranslation('agents');
  const referral = useReferral();
  const qr = useQrImage(referral.data?.link);
  return (
    <section className="agent-page" data-testid="agent-page-referral">
      <h2 className="agent-page__title">{t('page.referral')}</h2>
      <p className="agent-page__note">{t('referral.intro')}</p>
      {!referral.data ? (
        <PageStatus
          state={referral.isError ? 'error' : 'loading'}
          error={referral.error}
          onRetry={() => void referral.refetch()}
        />
      ) : (
        <div className="agent-referral">
          <CopyRow
            label={t('referral.code')}
            value={referral.data.invitationCode}
            testId="referral-code"
          />
          <CopyRow label={t('referral.link')} value={referral.data.link} testId="referral-link" />
          {qr ? (
            <img
              className="agent-referral__qr"
              src={qr}
              alt={t('referral.qrAlt')}
              width={qrSize}
              height={qrSize}
              data-testid="referral-qr"
            />
          ) : (
            <span className="agent-referral__qr" aria-hidden="true" />
          )}
        </div>
      )}
    </section>
  );
}
