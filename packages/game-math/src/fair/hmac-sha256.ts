import { sha256, sha256Compress, sha256Finish, sha256InitialState } from './sha256.ts';

const blockSize = 64;

/**
 * An HMAC-SHA256 (RFC 2104) keyed once: the inner and outer key blocks are absorbed up front,
 * so each message costs only its own blocks plus one outer block.
 */
export function createHmacSha256(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const keyBlock = new Uint8Array(blockSize);
  keyBlock.set(key.length > blockSize ? sha256(key) : key);
  const pad = new Uint8Array(blockSize);
  const inner = sha256InitialState();
  for (let i = 0; i < blockSize; i++) pad[i] = keyBlock[i]! ^ 0x36;
  sha256Compress(inner, pad, 0);
  const outer = sha256InitialState();
  for (let i = 0; i < blockSize; i++) pad[i] = keyBlock[i]! ^ 0x5c;
  sha256Compress(outer, pad, 0);
  return (message) => sha256Finish(outer, sha256Finish(inner, message, blockSize), blockSize);
}

/** HMAC-SHA256 of a message under a key (RFC 2104), pure and synchronous. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return createHmacSha256(key)(message);
}
