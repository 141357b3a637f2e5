import type { ChatEvent } from '@lobby/contracts';
import type { EventBus } from '../../platform/event-bus.ts';

/**
 * Everything about one visitor's conversations: a member's (any device, any conversation of
 * theirs) or one guest conversation's. The visitor's sockets listen here.
 */
export function visitorChatTopic(conversation: { id: number; memberId: number | null }): string {
  return conversation.memberId !== null
    ? `chat:member:${conversation.memberId}`
    : `chat:guest:${conversation.id}`;
}

/** Everything about the brand's conversations: the operators' consoles listen here. */
export function brandChatTopic(merchantId: number): string {
  return `chat:brand:${merchantId}`;
}

/**
 * Publishes a chat event to the conversation's visitor and to the brand's operators, on every
 * instance (the bus relays through PostgreSQL or Redis). Events are hints: pages refetch the
 * thread after a reconnect, the database is the record.
 */
export function publishChatEvent(
  events: EventBus,
  conversation: { id: number; merchantId: number; memberId: number | null },
  event: ChatEvent,
): void {
  events.publish(visitorChatTopic(conversation), event);
  events.publish(brandChatTopic(conversation.merchantId), event);
}
