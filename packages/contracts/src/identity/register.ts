import { z } from 'zod';
import { botCheckFieldSchema } from './bot-check.ts';
import { kindText } from './register-field-kinds.ts';

/** A free field: its kind and the brand's rule are checked by the registration rules. */
const optionalText = z.string().trim().max(256).optional();

/**
 * Registration (`PUT /wps/member/register`), §3 registration payload. Each field is checked
 * against the brand's rule for it (shown when enabled, required when configured).
 */
export const registerRequestSchema = z.object({
  username: z.string().trim().max(256),
  password: z.string().max(256),
  confirmPassword: z.string().max(256),
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/)
    .optional(),
  mobileNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  captchaId: z.string().max(64).optional(),
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: z.string().max(256).optional(),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  /** yyyy-mm-dd */
  birthday: optionalText,
  referralCode: optionalText,
  domain: kindText('hostname', 253),
  botCheck: botCheckFieldSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Registration by mobile number (`PUT /wps/member/register/mobile`, MOBILENUMREG3). */
export const registerMobileRequestSchema = registerRequestSchema.extend({
  username: z.string().trim().max(256).optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
});
export type RegisterMobileRequest = z.input<typeof registerMobileRequestSchema>;

/** `GET /wps/agent/affiliate?code=&domain=` */
export const checkAffiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(253).optional(),
});
export const checkAffiliateResponseSchema = z.object({ valid: z.literal(true) });
