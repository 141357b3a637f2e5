import type { WinnerEntry } from '@lobby/contracts';

/** The n-th win of a board: a masked player, a slot, n hundred baht, n seconds past 2030. */
export const winnerEntry = (n: number): WinnerEntry => ({
  customerName: `pl***${n}`,
  gameName: 'Lotus Fortune',
  nodeId: 1,
  vassalage: 'LOBBY',
  gameCode: 'lotus-fortune',
  gameType: 'RNG',
  winAmount: `${n}00.00`,
  currencySymbol: '฿',
  wonAt: `2030-01-01T00:00:${String(n).padStart(2, '0')}Z`,
});

/**
 * An EventSource stand-in a test drives (vi.stubGlobal('EventSource', StandInEventSource)):
 * the newest one is `last`, `emit` delivers an event to its listeners.
 */
export class StandInEventSource {
  static last: StandInEventSource | undefined;
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    StandInEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }
  close() {
    this.closed = true;
  }
}
