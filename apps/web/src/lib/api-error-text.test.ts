import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../testing/test-utils.tsx';
import { ApiError } from './api-client.ts';
import { translateApiError } from './api-error-text.ts';

/** A 429 as the server sends it, with or without the real wait. */
const tooMany = (details?: Record<string, unknown>) =>
  new ApiError(
    {
      success: false,
      code: 'too_many_requests',
      messageKey: 'err_too_many_requests',
      message: 'Too many requests, please try again later',
      ...(details ? { details } : {}),
    },
    429,
  );

beforeAll(() => setUpI18n('en'));
afterAll(() => i18next.changeLanguage('en'));

describe('the real wait of a refusal (issue 12)', () => {
  it('states the minutes the server says, rounded up, not a fixed five', () => {
    const t = i18next.getFixedT('en');
    expect(translateApiError(tooMany({ retryAfterSeconds: 900 }), t)).toBe(
      'Too many attempts, please try again in 15 minutes',
    );
    expect(translateApiError(tooMany({ retryAfterSeconds: 241 }), t)).toBe(
      'Too many attempts, please try again in 5 minutes',
    );
    expect(translateApiError(tooMany({ retryAfterSeconds: 60 }), t)).toBe(
      'Too many attempts, please try again in 1 minute',
    );
    expect(translateApiError(tooMany({ retryAfterSeconds: 42 }), t)).toBe(
      'Too many attempts, please try again in 42 seconds',
    );
  });

  it('says it in the visitor’s language', async () => {
    await setUpI18n('th');
    expect(translateApiError(tooMany({ retryAfterSeconds: 900 }), i18next.t)).toBe(
      'พยายามหลายครั้งเกินไป กรุณาลองใหม่ในอีก 15 นาที',
    );
    await setUpI18n('tl');
    expect(translateApiError(tooMany({ retryAfterSeconds: 120 }), i18next.t)).toBe(
      'Masyadong maraming pagsubok, pakisubukang muli pagkalipas ng 2 minuto',
    );
    await setUpI18n('en');
  });

  it('promises no number when the server states none', () => {
    expect(translateApiError(tooMany(), i18next.getFixedT('en'))).toBe(
      'Too many requests, please try again later',
    );
  });
});
