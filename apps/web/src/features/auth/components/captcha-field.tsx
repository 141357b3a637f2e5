import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetCaptchaResponse } from '@lobby/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { fetchCaptcha } from '../api/get-captcha.ts';
import type { FieldMessage } from '../form-errors.ts';
import { TextField } from './text-field.tsx';
import './captcha-field.css';

/** §9: a new captcha image at most once a second, however often it is asked for. */
export const captchaRefreshIntervalMs = 1_000;

export interface CaptchaFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the id of every new image; send it with the answer. */
  onCaptchaId: (captchaId: string) => void;
  error?: FieldMessage;
  /** Change it (a counter) to ask for a new image, e.g. after a failed login used this one up. */
  refreshKey?: number | string;
}

type ImageState = { status: 'loading' } | { status: 'ready'; image: string } | { status: 'failed' };

/**
 * Loads captcha images on request, throttled: a request within a second of the last load waits
 * until the second is over, and requests meanwhile fold into that one.
 */
function useThrottledCaptcha(onLoaded: (captcha: GetCaptchaResponse) => void) {
  const [state, setState] = useState<ImageState>({ status: 'loading' });
  const lastLoadAt = useRef(Number.NEGATIVE_INFINITY);
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });

  const load = () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    lastLoadAt.current = Date.now();
    setState({ status: 'loading' });
    fetchCaptcha(controller.signal).then(
      (captcha) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', image: captcha.image });
        onLoadedRef.current(captcha);
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
  };

  const request = () => {
    if (waiting.current !== undefined) return;
    const wait = lastLoadAt.current + captchaRefreshIntervalMs - Date.now();
    if (wait <= 0) return load();
    waiting.current = setTimeout(() => {
      waiting.current = undefined;
      load();
    }, wait);
  };

  const stop = () => {
    clearTimeout(waiting.current);
    waiting.current = undefined;
    if (inFlight.current && !inFlight.current.signal.aborted) {
      inFlight.current.abort();
      // an image abandoned before it arrived does not count (React's dev double mount)
      lastLoadAt.current = Number.NEGATIVE_INFINITY;
    }
  };

  return { state, request, stop };
}

/** The captcha the server demands after failed logins: image, answer input, new-image button. */
export function CaptchaField({
  value,
  onValueChange,
  onCaptchaId,
  error,
  refreshKey,
}: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const { state, request, stop } = useThrottledCaptcha((captcha) => {
    onCaptchaId(captcha.captchaId);
    // an answer typed for the previous image is wrong for this one
    onValueChange('');
  });
  const requestRef = useRef(request);
  const stopRef = useRef(stop);
  useEffect(() => {
    requestRef.current = request;
    stopRef.current = stop;
  });

  // the first image when the field appears, and a new one whenever the parent changes the key
  useEffect(() => {
    requestRef.current();
  }, [refreshKey]);
  useEffect(() => () => stopRef.current(), []);

  return (
    <TextField
      label={t('fields.captcha')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={state.status === 'failed' ? t('captcha.loadError') : undefined}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={16}
      placeholder={t('captcha.placeholder')}
      addon={
        <>
          <span className="captcha-field__image" aria-busy={state.status === 'loading'}>
            {state.status === 'ready' && <img src={state.image} alt={t('captcha.imageAlt')} />}
          </span>
          <button
            type="button"
            className="auth-field__reveal"
            aria-label={t('captcha.refresh')}
            onClick={request}
          >
            <Icon name="refresh" />
          </button>
        </>
      }
    />
  );
}
