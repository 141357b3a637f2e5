import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginProof, LoginProofChallenge } from '@lobby/contracts';
import { ApiError } from './api-client.ts';
import { leadingZeroBits, searchLoginProof } from './login-proof-search.ts';
import { sendWithLoginProof } from './login-proof.ts';

const digestOf = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

/** Stands in for the browser's Worker: runs the worker's search in-process, same messages. */
class InProcessWorker {
  static started = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    InProcessWorker.started += 1;
  }
  postMessage(challenge: LoginProofChallenge) {
    void searchLoginProof(challenge).then((proof) =>
      this.onmessage?.({ data: { proof } } as MessageEvent),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  InProcessWorker.started = 0;
});

describe('the login proof-of-work solver', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x10, 0xff]).buffer)).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0x80]).buffer)).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]).buffer)).toBe(16);
  });

  it('finds the first nonce whose hash has the zero bits asked for', async () => {
    const challenge = { challenge: 'v1.12.4102444800.tag.random.signature', difficulty: 12 };
    const proof = await searchLoginProof(challenge);
    expect(proof.challenge).toBe(challenge.challenge);
    const bits = leadingZeroBits(await digestOf(`${challenge.challenge}${proof.nonce}`));
    expect(bits).toBeGreaterThanOrEqual(12);
    // it is the first one: no smaller nonce would do
    for (let nonce = 0; nonce < Number(proof.nonce); nonce += 1) {
      expect(leadingZeroBits(await digestOf(`${challenge.challenge}${nonce}`))).toBeLessThan(12);
    }
  });

  it('stops when asked to', async () => {
    await expect(searchLoginProof({ challenge: 'x', difficulty: 32 }, () => true)).rejects.toThrow(
      /stopped/,
    );
  });
});

describe('sendWithLoginProof', () => {
  const proofRequired = (challenge: LoginProofChallenge) =>
    new ApiError(
      {
        success: false,
        code: 'login_proof_required',
        messageKey: 'err_login_proof_required',
        message: 'Please complete the security check to log in',
        details: { proofChallenge: challenge },
      },
      400,
    );

  it('pays nothing when the server asks for nothing', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const send = vi.fn(async (proof?: LoginProof) => ({ ok: true, proof }));
    expect(await sendWithLoginProof(send)).toEqual({ ok: true, proof: undefined });
    expect(send).toHaveBeenCalledTimes(1);
    expect(InProcessWorker.started).toBe(0);
  });

  it('solves the challenge in a worker and sends the login again with the proof', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const challenge = { challenge: 'v1.10.4102444800.tag.random.sig', difficulty: 10 };
    const sent: (LoginProof | undefined)[] = [];
    const result = await sendWithLoginProof(async (proof) => {
      sent.push(proof);
      if (!proof) throw proofRequired(challenge);
      return 'logged-in';
    });
    expect(result).toBe('logged-in');
    expect(InProcessWorker.started).toBe(1);
    expect(sent[0]).toBeUndefined();
    const bits = leadingZeroBits(await digestOf(`${challenge.challenge}${sent[1]!.nonce}`));
    expect(bits).toBeGreaterThanOrEqual(10);
  });

  it('passes any other failure on', async () => {
    const failure = new Error('offline');
    await expect(sendWithLoginProof(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
