import { z } from 'zod';

/**
 * A proof-of-work challenge in the Altcha shape: find `number` ≤ maxnumber with
 * SHA-256(salt + number) = challenge (hex). The signature binds the challenge to the server.
 */
export const getBotChallengeResponseSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int().positive(),
});
export type BotChallenge = z.infer<typeof getBotChallengeResponseSchema>;

/** The solved challenge as the client sends it: base64 of the JSON `{ algorithm, challenge, number, salt, signature }`. */
export const botCheckFieldSchema = z.string().min(1).max(2048);

/** The captcha image (`GET /wps/captcha`): a base64 data URL and the id to answer it with. */
export const getCaptchaResponseSchema = z.object({
  /** `data:image/svg+xml;base64,…` */
  image: z.string(),
  captchaId: z.string(),
});
export type GetCaptchaResponse = z.infer<typeof getCaptchaResponseSchema>;
