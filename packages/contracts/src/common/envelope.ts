import { z } from 'zod';

/** Wraps a value schema in the success envelope `{ success: true, value }`. */
export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** A single field problem reported with a 400 validation error. */
export const fieldErrorSchema = z.object({
  /** Dotted path of the offending field, e.g. `body.language`. */
  field: z.string(),
  /** Text key of the message, translated by the client. */
  messageKey: z.string(),
  /** English fallback message. */
  message: z.string(),
  /** Values to substitute in the translated message, e.g. `{ min: 8, max: 20 }`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The failure envelope every error response uses. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  /** Stable machine code from the error catalogue. */
  code: z.string(),
  /** Text key of the message, translated by the client. */
  messageKey: z.string(),
  /** English message; never contains internals. */
  message: z.string(),
  /** Per-field problems, present on validation errors. */
  fields: z.array(fieldErrorSchema).optional(),
  /** Machine-readable hints for the client, e.g. `{ captchaRequired: true }` after failed logins. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type SuccessEnvelope<T> = { success: true; value: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
