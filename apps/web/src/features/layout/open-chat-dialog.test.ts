import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllModals, isModalOpen } from '../../lib/modal-store.ts';
import { openChatDialog } from './open-chat-dialog.ts';

/** A link click as React hands it over; `prevented` tells whether the link was kept from going. */
function click(init: Partial<MouseEvent> = {}) {
  let prevented = false;
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: () => {
      prevented = true;
    },
    ...init,
  } as MouseEvent;
  openChatDialog(event);
  return { prevented };
}

describe('a customer-service link', () => {
  afterEach(() => {
    closeAllModals();
    window.history.replaceState(null, '', '/');
  });

  it('opens the chat dialog over the page instead of leaving it', () => {
    window.history.replaceState(null, '', '/rng');
    expect(click().prevented).toBe(true);
    expect(isModalOpen('chat')).toBe(true);
  });

  it('goes to /chat as a link for a modified or middle click', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(init).prevented).toBe(false);
    }
    expect(isModalOpen('chat')).toBe(false);
  });

  it('stays on the chat page without a second chat over it', () => {
    window.history.replaceState(null, '', '/chat');
    expect(click().prevented).toBe(false);
    expect(isModalOpen('chat')).toBe(false);
  });
});
