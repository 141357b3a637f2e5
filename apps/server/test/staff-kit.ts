import type { FastifyInstance } from 'fastify';
import { apiPaths, type LoginProof, type StaffLoginResult, type StaffRole } from '@lobby/contracts';
import { demoStaff } from '../src/seed/demo-staff.ts';
import { brandHeaders } from './login-kit.ts';
import { sendWithProof } from './login-proof-kit.ts';

export interface StaffLoginInput {
  username: string;
  password: string;
  ip?: string;
  merchant?: string;
  proof?: LoginProof;
  /** The Cookie header (the device cookie of an earlier login). */
  cookie?: string;
}

/** Posts one staff login of the demo brand as given, proof of work or not. */
export function postStaffLoginOnce(app: FastifyInstance, input: StaffLoginInput) {
  return app.inject({
    method: 'POST',
    url: apiPaths.staffLogin,
    headers: {
      merchant: input.merchant ?? brandHeaders.merchant,
      ...(input.cookie ? { cookie: input.cookie } : {}),
    },
    payload: {
      username: input.username,
      password: input.password,
      ...(input.proof ? { proof: input.proof } : {}),
    },
    remoteAddress: input.ip ?? '127.0.0.1',
  });
}

/** Posts a staff login of the demo brand, paying proof of work when asked. */
export function postStaffLogin(app: FastifyInstance, input: StaffLoginInput) {
  return sendWithProof((proof) => postStaffLoginOnce(app, proof ? { ...input, proof } : input));
}

/** Logs in the seeded staff account of `role` and returns its Bearer token. */
export async function staffToken(app: FastifyInstance, role: StaffRole): Promise<string> {
  const { username, password } = demoStaff[role];
  const response = await postStaffLogin(app, { username, password });
  const value = (response.json() as { value?: StaffLoginResult }).value;
  if (response.statusCode !== 200 || !value?.token) {
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  }
  return value.token;
}

/** Headers of a back-office call of the demo brand with a staff token. */
export function staffHeaders(token: string) {
  return { ...brandHeaders, authorization: `Bearer ${token}` };
}
