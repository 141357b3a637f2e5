import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { createAuthAudit, requestOrigin } from './auth-audit.ts';
import { verifyPaymentPassword } from './payment-password.ts';

/** Wrong payment passwords allowed per member in the window before the check refuses to try. */
export const paymentPasswordFailureLimit = 5;
const windowMinutes = 15;

/**
 * Checks the payment password of the logged-in member (requireMember ran first) before a
 * money call. Six digits are only a million guesses, so failures are counted in the audit log
 * and the check stops answering after five in fifteen minutes (too_many_requests), whatever
 * the IP.
 */
export function createPaymentPasswordCheck(db: Db) {
  const audit = createAuthAudit(db);
  return async function assertPaymentPassword(
    request: FastifyRequest,
    password: string,
  ): Promise<void> {
    const { member } = request;
    if (!member.paymentPasswordHash) throw new AppError('payment_password_not_set');
    const since = new Date(Date.now() - windowMinutes * 60_000);
    const failures = await audit.countFailuresForMember(member.id, 'payment_password_check', since);
    if (failures >= paymentPasswordFailureLimit) throw new AppError('too_many_requests');
    if (await verifyPaymentPassword(member, password)) return;
    await audit.record(
      {
        merchantId: member.merchantId,
        memberId: member.id,
        username: member.username,
        event: 'payment_password_check',
        outcome: 'failure',
      },
      requestOrigin(request),
    );
    throw new AppError('wrong_payment_password');
  };
}
export type AssertPaymentPassword = ReturnType<typeof createPaymentPasswordCheck>;
