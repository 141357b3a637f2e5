import type { FastifyInstance } from 'fastify';
import { apiPaths, type LoginResponse } from '@lobby/contracts';
import { solveBotCheck } from './bot-check-kit.ts';
import { encryptBody } from './encrypted-body-kit.ts';

export const brandHeaders = { merchant: 'lotus' } as const;

/** Posts an encrypted password login the way the web client does. */
export async function postPasswordLogin(
  app: FastifyInstance,
  input: {
    username: string;
    password: string;
    portal?: 'member' | 'agent';
    captcha?: string;
    captchaId?: string;
    ip?: string;
  },
) {
  const { ip, ...fields } = input;
  const body = await encryptBody(
    app,
    { type: 'password', portal: 'member', botCheck: await solveBotCheck(app), ...fields },
    'lotus',
  );
  return app.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: brandHeaders,
    payload: body,
    remoteAddress: ip ?? '127.0.0.1',
  });
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
