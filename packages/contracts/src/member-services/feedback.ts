import { z } from 'zod';

/** What feedback is about (§1 feedback). */
export const feedbackCategories = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** new → replied (the operator's answer is in the member's inbox) → closed. */
export const feedbackStatuses = ['new', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** At most this many screenshots per feedback. */
export const maxFeedbackScreenshots = 3;

/** The brand's feedback rule (§5 "between {0} and {1} words"). */
export const feedbackSettingsSchema = z.object({
  minWords: z.number().int().min(1).max(1000),
  maxWords: z.number().int().min(1).max(5000),
  categories: z.array(z.enum(feedbackCategories)).min(1),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/** PUT /wps/feedback: the text, its category and screenshots uploaded before (purpose feedback_screenshot). */
export const submitFeedbackSchema = z.object({
  category: z.enum(feedbackCategories),
  content: z.string().trim().min(1).max(20_000),
  screenshotIds: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31),
    )
    .max(maxFeedbackScreenshots)
    .default([]),
});
export type SubmitFeedback = z.input<typeof submitFeedbackSchema>;

/** One feedback as its author sees it. */
export const feedbackItemSchema = z.object({
  id: z.number(),
  category: z.enum(feedbackCategories),
  content: z.string(),
  status: z.enum(feedbackStatuses),
  /** The operator's reply (also delivered to the inbox), or null. */
  reply: z.string().nullable(),
  screenshotIds: z.array(z.number()),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListSchema = z.object({ items: z.array(feedbackItemSchema) });
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
});

export const boFeedbackQuerySchema = z.object({
  status: z.enum(feedbackStatuses).optional(),
});

/** Feedback as the operator sees it: who sent it (a member, or a guest's name and contact). */
export const boFeedbackItemSchema = feedbackItemSchema.extend({
  username: z.string().nullable(),
  guestName: z.string().nullable(),
  guestContact: z.string().nullable(),
});
export type BoFeedbackItem = z.infer<typeof boFeedbackItemSchema>;

export const boFeedbackListSchema = z.object({ items: z.array(boFeedbackItemSchema) });

/** The operator's reply, plain text (sent to the member's inbox). */
export const replyFeedbackSchema = z.object({ reply: z.string().trim().min(1).max(5000) });

/** One screenshot of one feedback (the operator's view). */
export const feedbackScreenshotParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
  fileId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
});
