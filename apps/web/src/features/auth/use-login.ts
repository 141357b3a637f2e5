import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  LoginPortal,
  LoginResponse,
  LoginSuccess,
  MemberInfo,
  LoginRequest,
} from '@lobby/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { getBotCheckField } from '../../lib/bot-check.ts';
import { sendWithLoginProof } from '../../lib/login-proof.ts';
import { openModal } from '../../lib/modal-store.ts';
import { holdSessionForPasswordChange, loadTrialSession, startSession } from '../session/index.ts';
import { login, verifyLogin } from './api/login.ts';

/** How the member got in; trial play counts as a way in too. */
export type LoginType = 'password' | 'sms' | 'trial';

/** The code form a login shows when the server asks for the second step (new IP). */
export interface SecondStep {
  challenge: string;
  channel: 'sms' | 'email';
  /** Masked by the server. */
  destination: string;
  expiredMinutes: number;
  loginType: LoginType;
}

/** How a login ended: logged in, or handed over to the forced password change (§4.3 step 5). */
export type LoginResult =
  | { kind: 'logged-in'; info: MemberInfo; loginType: LoginType }
  | { kind: 'password-change'; loginType: LoginType };

export interface PasswordLoginInput {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
}

export interface SmsLoginInput {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/** Whether a failed login says the captcha must be answered (§4.3 step 7). */
export function demandsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === 'captcha_required' ||
    error.code === 'captcha_check_failed' ||
    error.details?.captchaRequired === true
  );
}

/**
 * The login flow of §4.3 after the form is valid: the bot check (password logins only), the
 * call (paying proof of work first when failures made the server ask for it), the second step when asked for, then either the forced password change (password
 * logins with an expired or weak default password) or the finished session. Failures are
 * kept for the form to show; a failure that demands the captcha turns it on, and any failure
 * while it is on asks for a new image (the old one is used up).
 */
export function useLogin({
  portal,
  onFinished,
}: {
  portal: LoginPortal;
  onFinished: (result: LoginResult) => void;
}) {
  const queryClient = useQueryClient();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  const run = async (work: () => Promise<void>): Promise<void> => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error);
      if (demandsCaptcha(error)) setCaptchaRequired(true);
      if (captchaRequired || demandsCaptcha(error)) setCaptchaRound((round) => round + 1);
    } finally {
      setIsSubmitting(false);
    }
  };

  const finish = async (success: LoginSuccess, loginType: LoginType): Promise<void> => {
    if (success.passwordExpired && loginType === 'password') {
      holdSessionForPasswordChange(success.token, queryClient);
      openModal('changePassword', { forced: true });
      onFinished({ kind: 'password-change', loginType });
      return;
    }
    const info = await startSession(success.token, queryClient);
    onFinished({ kind: 'logged-in', info, loginType });
  };

  const handle = async (response: LoginResponse, loginType: LoginType): Promise<void> => {
    if (response.status === 'second_step') {
      const { challenge, channel, destination, expiredMinutes } = response;
      setSecondStep({ challenge, channel, destination, expiredMinutes, loginType });
      return;
    }
    await finish(response, loginType);
  };

  const loginWithPassword = (input: PasswordLoginInput) =>
    run(async () => {
      const botCheck = await getBotCheckField();
      const body: LoginRequest = {
        type: 'password',
        username: input.username.trim(),
        password: input.password.trim(),
        portal,
        botCheck,
        ...(captchaRequired ? { captcha: input.captcha?.trim(), captchaId: input.captchaId } : {}),
      };
      // after failures the server asks for proof of work, solved off the main thread
      const response = await sendWithLoginProof((proof) =>
        login(proof ? { ...body, proof } : body),
      );
      await handle(response, 'password');
    });

  // §4.3 step 3: no bot check for an SMS login (the code already proves the phone)
  const loginWithSms = (input: SmsLoginInput) =>
    run(async () => {
      const body: LoginRequest = {
        type: 'sms',
        countryDialingCode: input.countryDialingCode,
        mobileNum: input.mobileNum.trim(),
        verificationCode: input.verificationCode.trim(),
        portal,
      };
      await handle(await login(body), 'sms');
    });

  const verifySecondStep = (verificationCode: string) =>
    run(async () => {
      if (!secondStep) return;
      const success = await verifyLogin({
        challenge: secondStep.challenge,
        verificationCode: verificationCode.trim(),
      });
      await finish(success, secondStep.loginType);
    });

  const startTrial = () =>
    run(async () => {
      const { startTrialSession } = await loadTrialSession();
      const info = await startTrialSession(queryClient);
      onFinished({ kind: 'logged-in', info, loginType: 'trial' });
    });

  const leaveSecondStep = () => {
    setSecondStep(null);
    setFailure(null);
  };

  return {
    isSubmitting,
    failure,
    clearFailure: () => setFailure(null),
    captchaRequired,
    captchaRound,
    secondStep,
    loginWithPassword,
    loginWithSms,
    verifySecondStep,
    startTrial,
    leaveSecondStep,
  };
}
