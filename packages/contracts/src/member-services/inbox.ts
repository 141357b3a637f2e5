import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

/**
 * Who an inbox message is for (issue 15 item 1). A broadcast is stored once with its
 * audience; nothing is written per member until that member reads or deletes it.
 * `brand` is "everyone" of the operator's brand (an operator never reaches another brand).
 */
export const inboxAudienceKinds = ['member', 'vip', 'team', 'agents', 'brand'] as const;
export type InboxAudienceKind = (typeof inboxAudienceKinds)[number];

/** Why the message was sent: an operator's notice, or the reply to the member's feedback. */
export const inboxMessageKinds = ['notice', 'feedback_reply'] as const;
export type InboxMessageKind = (typeof inboxMessageKinds)[number];

const idSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31);

/** One message as its member reads it, in the member's language. */
export const inboxMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(inboxMessageKinds),
  title: z.string(),
  /** Sanitised HTML (platform/html-sanitizer.ts) written by an operator. */
  bodyHtml: z.string(),
  /** A promotion the message points at (the web links to the promotions page), or null. */
  promotionId: z.number().nullable(),
  /** Sent to agents or to an agent's team: the agent centre's "platform messages". */
  isPlatform: z.boolean(),
  isRead: z.boolean(),
  /** When it became visible (ISO). */
  sentAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListQuerySchema = z.object({
  lang: languageSchema.default('en'),
  /** `platform`: only the messages to agents or a team (the agent centre's list). */
  box: z.enum(['all', 'platform']).default('all'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const inboxListSchema = z.object({
  messages: z.array(inboxMessageSchema),
  total: z.number(),
  unread: z.number(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

/** The unread message count of §7 (the header's, side menu's and messageV2 badge). */
export const inboxUnreadSchema = z.object({ unread: z.number() });
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;

export const inboxMessageParamsSchema = z.object({ id: idSchema });

/** A title and a body in every language; the body is HTML, sanitised before it is stored. */
const localizedTitleSchema = z.object({
  en: z.string().trim().min(1).max(120),
  th: z.string().trim().min(1).max(120),
  tl: z.string().trim().min(1).max(120),
});
const localizedBodySchema = z.object({
  en: z.string().trim().min(1).max(20_000),
  th: z.string().trim().min(1).max(20_000),
  tl: z.string().trim().min(1).max(20_000),
});

/** The audience an operator picks. */
export const inboxAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), username: z.string().trim().min(1).max(64) }),
  /** Members at this VIP level or above. */
  z.object({ kind: z.literal('vip'), minLevel: z.number().int().min(0).max(100) }),
  /** The agent and every account below them. */
  z.object({ kind: z.literal('team'), agentUsername: z.string().trim().min(1).max(64) }),
  /** Every agent account of the brand. */
  z.object({ kind: z.literal('agents') }),
  /** Everyone of the brand. */
  z.object({ kind: z.literal('brand') }),
]);
export type InboxAudience = z.infer<typeof inboxAudienceSchema>;

export const composeInboxMessageSchema = z.object({
  audience: inboxAudienceSchema,
  title: localizedTitleSchema,
  bodyHtml: localizedBodySchema,
  promotionId: idSchema.nullable().default(null),
  /** Scheduled sending: visible from this time (ISO); now when absent. */
  visibleFrom: z.iso.datetime({ offset: true }).optional(),
});
export type ComposeInboxMessage = z.input<typeof composeInboxMessageSchema>;

/** A message as the operator sees it. */
export const boInboxMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(inboxMessageKinds),
  audience: z.object({
    kind: z.enum(inboxAudienceKinds),
    /** The member's or agent's username, or the VIP level; null for agents and brand. */
    target: z.string().nullable(),
  }),
  title: z.string(),
  promotionId: z.number().nullable(),
  visibleFrom: z.string(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  /** Members who have opened it. */
  readCount: z.number(),
});
export type BoInboxMessage = z.infer<typeof boInboxMessageSchema>;

export const boInboxListSchema = z.object({ messages: z.array(boInboxMessageSchema) });
