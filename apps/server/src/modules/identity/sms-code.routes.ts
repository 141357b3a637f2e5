import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendLoginCode, sendRegisterCode, type SendSmsCodeRequest } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { assertBotCheck } from '../../platform/bot-check.ts';
import { createRouteKit, type RouteOptions } from '../../platform/route-kit.ts';
import { requestOrigin } from './auth-audit.ts';
import type { IdentityRouteDeps } from './identity-route-deps.ts';
import { brandOf } from './identity-route-deps.ts';
import type { MemberRow } from './members.repository.ts';
import { toE164 } from './phone-number.ts';
import { nationalDigitsOf } from './registration-rules.ts';
import { createRegistrationService } from './registration.service.ts';

/** Per IP, on top of the per-number and per-IP throttles of the codes themselves. */
const sendOptions: RouteOptions = { rate: 'rare' };

/**
 * Sending SMS codes (§7.1, §7.2 getLoginCode and sendRegPhoneCode): for SMS login and reset by
 * phone (`noLogin`), and for registration. Every send passes the bot check first.
 */
export const smsCodeRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  const { identity } = deps;
  const registration = createRegistrationService(deps.db, {
    ...identity,
    botCheck: deps.botCheck,
    captcha: deps.captcha,
  });
  const { route } = createRouteKit(app);

  /** The bot check, then the number in E.164 under the brand's digit count, and its account. */
  async function numberOf(
    request: FastifyRequest,
    body: SendSmsCodeRequest,
  ): Promise<{ e164: string; account: MemberRow | undefined }> {
    await assertBotCheck(deps.botCheck, body.botCheck);
    const { merchant } = request;
    const e164 = toE164(body.countryDialingCode, body.mobileNum, {
      min: merchant.phoneDigitsMin,
      max: merchant.phoneDigitsMax,
    });
    const countryDialingCode = `+${body.countryDialingCode.trim().replace(/^\+/, '')}`;
    const account = await identity.members.findByMobile(
      merchant.id,
      countryDialingCode,
      nationalDigitsOf(e164, countryDialingCode),
    );
    return { e164, account };
  }

  route(sendLoginCode, sendOptions, async (request) => {
    const brand = brandOf(request);
    const { e164, account } = await numberOf(request, request.body);
    const origin = requestOrigin(request);
    if (account) {
      return identity.codes.deliver({
        merchant: brand.merchant,
        purpose: 'login',
        channel: 'sms',
        destination: e164,
        ip: origin.ip,
      });
    }
    if (brand.policy.revealUnknownAccount) throw new AppError('account_not_found');
    // a code is issued but sent nowhere: the answer and the throttles are the same as for a
    // real account, so neither tells whether the number is registered
    const issued = await identity.codes.issue({
      merchantId: brand.merchant.id,
      purpose: 'login',
      destination: e164,
      ip: origin.ip,
      policy: brand.policy,
    });
    return { expiredMinutes: issued.expiredMinutes };
  });

  route(sendRegisterCode, sendOptions, async (request) => {
    const brand = brandOf(request);
    const { e164, account } = await numberOf(request, request.body);
    // no SMS is paid for when the brand's registration never asks for the code
    if (!(await registration.registerCodeWanted(brand.merchant))) {
      throw new AppError('operation_not_allowed');
    }
    if (account) throw new AppError('mobile_taken');
    return identity.codes.deliver({
      merchant: brand.merchant,
      purpose: 'register',
      channel: 'sms',
      destination: e164,
      ip: requestOrigin(request).ip,
    });
  });
};
