import type { MouseEvent } from 'react';
import { appPaths } from '../../lib/app-paths.ts';
import { openModal } from '../../lib/modal-store.ts';

/**
 * A customer-service link's click: opens the chat dialog over the page instead of leaving it.
 * The link keeps its href (/chat), so a new tab, a modified click or a page without scripts
 * still reaches the chat page; on that page itself the link just stays there.
 */
export function openChatDialog(event: MouseEvent): void {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return;
  if (window.location.pathname === appPaths.chat) return;
  event.preventDefault();
  openModal('chat');
}
