import type { Page } from 'playwright-core';
import type { GetPublicKeyResponse } from '@lobby/contracts';
import { encryptForKey } from '../../apps/server/test/encrypted-body-kit.ts';
import { demoMerchantCode, type LobbyServer } from './lobby-server.ts';

/**
 * What the wallet journey needs besides the page: the operator's side, through the back-office
 * API as the console would call it (a cashier logs in with the brand header and reviews
 * deposits and withdrawals with the Bearer token), the header balance, a proof image, the
 * sandbox gateway's way back to the server, and an accessibility check of a page.
 */

/** The demo cashier (apps/server/src/db/seed/demo-staff.ts). */
export const demoCashier = { username: 'cashier', password: 'Lotus#2026' } as const;

interface Paged<T> {
  content: T[];
}
interface Reviewed {
  id: number;
  orderNo: string;
  status: string;
  reference?: string | null;
  amount: string;
}

/** A back-office session of the demo brand. */
export interface Operator {
  /** Pending items of /bo/deposits or /bo/withdrawals, newest first. */
  pending(kind: 'deposits' | 'withdrawals'): Promise<Reviewed[]>;
  /** POST /bo/<kind>/:id/<action> with a JSON body; the answer's value. */
  act(
    kind: 'deposits' | 'withdrawals',
    id: number,
    action: string,
    body?: object,
  ): Promise<Reviewed>;
}

async function call<T>(
  server: LobbyServer,
  method: 'GET' | 'POST',
  path: string,
  init: { token?: string; body?: object } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    merchant: demoMerchantCode,
    accept: 'application/json',
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
  });
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
  } | null;
  if (!response.ok || !envelope?.success) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(envelope)}`);
  }
  return envelope.value as T;
}

/** Logs the demo cashier in and returns their review calls. */
export async function logInOperator(server: LobbyServer): Promise<Operator> {
  // the password travels sealed with the server's public key, as the member login's does
  const publicKey = await call<GetPublicKeyResponse>(server, 'GET', '/wps/system/publicKey');
  const { token } = await call<{ token: string }>(server, 'POST', '/bo/session/login', {
    body: encryptForKey(demoCashier, publicKey),
  });
  return {
    async pending(kind) {
      const list = await call<Paged<Reviewed>>(server, 'GET', `/bo/${kind}?status=pending`, {
        token,
      });
      return list.content;
    },
    act(kind, id, action, body) {
      return call<Reviewed>(server, 'POST', `/bo/${kind}/${id}/${action}`, { token, body });
    },
  };
}

/** The header balance's digits as shown ("1,500.00"), without the currency symbol. */
export async function headerBalance(page: Page): Promise<string> {
  const text = await page.getByTestId('header-balance-amount').innerText();
  return /[\d,]+\.\d{2}/.exec(text)?.[0] ?? text;
}

/** A 1×1 PNG: real image bytes, as the server checks the file's signature, not its name. */
export const proofImage = {
  name: 'transfer-slip.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
