import type { BookWallet } from '../book-wallet.ts';

/** A promise and the function that resolves it. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The wallet of the owed job, watched: every WITHDRAW's id is kept, and one can be held just
 * before it reaches the wallet until the test lets it go (the race window, made deterministic).
 */
export function watchedWallet(inner: BookWallet) {
  const sent: string[] = [];
  let hold: { entered: ReturnType<typeof deferred>; go: ReturnType<typeof deferred> } | undefined;
  const wallet: BookWallet = {
    ...inner,
    async withdraw(player, leg) {
      sent.push(leg.transactionId);
      const held = hold;
      hold = undefined;
      if (held) {
        held.entered.resolve();
        await held.go.promise;
      }
      return inner.withdraw(player, leg);
    },
  };
  return {
    wallet,
    sent,
    /** Holds the next WITHDRAW: `entered` resolves when it is held, `go()` lets it through. */
    holdNext() {
      const held = { entered: deferred(), go: deferred() };
      hold = held;
      return { entered: held.entered.promise, go: () => held.go.resolve() };
    },
  };
}
