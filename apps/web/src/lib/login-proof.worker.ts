/// <reference lib="webworker" />
import type { LoginProofChallenge } from '@lobby/contracts';
import { searchLoginProof } from './login-proof-search.ts';

/** The login's proof-of-work search, in a worker so the page keeps answering meanwhile. */
self.onmessage = (event: MessageEvent<LoginProofChallenge>) => {
  searchLoginProof(event.data).then(
    (proof) => self.postMessage({ proof }),
    () => self.postMessage({ failed: true }),
  );
};
