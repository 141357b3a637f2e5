import type { FastifyInstance } from 'fastify';
import { apiPaths, type LoginProof, type LoginResponse } from '@lobby/contracts';
import { solveBotCheck } from './bot-check-kit.ts';
import { encryptBody } from './encrypted-body-kit.ts';
import { sendWithProof } from './login-proof-kit.ts';

export const brandHeaders = { merchant: 'lotus' } as const;

export interface PasswordLoginInput {
  username: string;
  password: string;
  portal?: 'member' | 'agent';
  captcha?: string;
  captchaId?: string;
  ip?: string;
  proof?: LoginProof;
  /** The Cookie header (the device cookie of an earlier login). */
  cookie?: string;
  /** A solved bot check; a fresh one by default. */
  botCheck?: string;
}

/** Posts one encrypted password login as given, proof of work or not. */
export async function postPasswordLoginOnce(app: FastifyInstance, input: PasswordLoginInput) {
  const { ip, cookie, botCheck, ...fields } = input;
  const body = await encryptBody(
    app,
    {
      type: 'password',
      portal: 'member',
      botCheck: botCheck ?? (await solveBotCheck(app, ip)),
      ...fields,
    },
    'lotus',
  );
  return app.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: { ...brandHeaders, ...(cookie ? { cookie } : {}) },
    payload: body,
    remoteAddress: ip ?? '127.0.0.1',
  });
}

/** Posts an encrypted password login the way the web client does, paying proof of work when asked. */
export async function postPasswordLogin(app: FastifyInstance, input: PasswordLoginInput) {
  // a refusal for want of proof comes before the bot check, which stays unused for the retry
  const botCheck = input.botCheck ?? (await solveBotCheck(app, input.ip));
  return sendWithProof((proof) =>
    postPasswordLoginOnce(app, { ...input, botCheck, ...(proof ? { proof } : {}) }),
  );
}

/** Logs in and returns the session token; fails the test on anything but an ok login. */
export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
  ip?: string,
): Promise<string> {
  const response = await postPasswordLogin(app, { username, password, ip });
  const value = (response.json() as { value?: LoginResponse }).value;
  if (response.statusCode !== 200 || value?.status !== 'ok') {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return value.token;
}
