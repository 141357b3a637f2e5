import { z } from 'zod';
import {
  maxRedEnvelopeShares,
  redEnvelopeAudiences,
  redEnvelopeSplits,
  type CreateRedEnvelopeRequest,
} from '@lobby/contracts';

/** The funding form as typed (text fields), checked and turned into the request. */
export const envelopeFormSchema = z
  .object({
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'red-envelopes:form.amountInvalid'),
    shares: z
      .string()
      .trim()
      .regex(/^\d+$/, 'red-envelopes:form.sharesInvalid')
      .refine(
        (text) => Number(text) >= 1 && Number(text) <= maxRedEnvelopeShares,
        'red-envelopes:form.sharesInvalid',
      ),
    split: z.enum(redEnvelopeSplits),
    audience: z.enum(redEnvelopeAudiences),
    expiresInHours: z.string(),
    message: z.string().trim().max(100, 'red-envelopes:form.messageTooLong'),
  })
  .transform((form): CreateRedEnvelopeRequest => ({
    amount: form.amount,
    shares: Number(form.shares),
    split: form.split,
    audience: form.audience,
    expiresInHours: Number(form.expiresInHours),
    message: form.message,
  }));
export type EnvelopeFormInput = z.input<typeof envelopeFormSchema>;

export const emptyEnvelopeForm: EnvelopeFormInput = {
  amount: '',
  shares: '10',
  split: 'random',
  audience: 'direct',
  expiresInHours: '24',
  message: '',
};
