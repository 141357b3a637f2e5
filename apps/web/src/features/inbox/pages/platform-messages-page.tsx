import { InboxPage } from './inbox-page.tsx';

/** The agent centre's "platform messages" (§2.6): the inbox's messages to agents and teams. */
export function PlatformMessagesPage() {
  return <InboxPage box="platform" />;
}
