import { z } from 'zod';
import { botCheckFieldSchema } from './bot-check.ts';

/** Sending an SMS code: login (`/wps/verification/sms/noLogin`) or registration (`…/register`). */
export const sendSmsCodeRequestSchema = z.object({
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/),
  mobileNum: z.string().trim().max(20),
  botCheck: botCheckFieldSchema,
});
export type SendSmsCodeRequest = z.infer<typeof sendSmsCodeRequestSchema>;

export const sendCodeResponseSchema = z.object({
  /** Minutes the code stays valid; the client counts down expiredMinutes × 60 s. */
  expiredMinutes: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;
