/**
 * `npm run rng:raw [-- --server-seed S --client-seed C --nonce N --words-per-nonce W]`
 * Streams the provably fair RNG's raw output bytes to stdout without end, for test labs:
 *   npm run --silent rng:raw | dieharder -a -g 200
 * For nonce N, N+1, … it writes the first W 32-bit words of that nonce's stream (default 8 =
 * the first HMAC block, what a game round uses), big-endian, exactly the bytes games read.
 * The seeds go to stderr so a run can be repeated.
 */
import { createFairRandom } from '../src/index.ts';
import {
  exitOnClosedPipe,
  integerOption,
  parseArguments,
  randomServerSeed,
  writeOut,
} from './cli-kit.ts';

const args = parseArguments(process.argv.slice(2));
const serverSeed = args.options.get('server-seed') ?? randomServerSeed();
const clientSeed = args.options.get('client-seed') ?? 'rng-raw';
let nonce = integerOption(args, 'nonce', 0);
const wordsPerNonce = Math.max(1, integerOption(args, 'words-per-nonce', 8));

exitOnClosedPipe();
process.stderr.write(
  `rng:raw serverSeed=${serverSeed} clientSeed=${clientSeed} firstNonce=${nonce} wordsPerNonce=${wordsPerNonce}\n`,
);

const chunkBytes = 64 * 1024;
for (;;) {
  const chunk = Buffer.allocUnsafe(chunkBytes);
  let filled = 0;
  while (filled < chunkBytes) {
    const random = createFairRandom({ serverSeed, clientSeed, nonce });
    nonce += 1;
    for (let word = 0; word < wordsPerNonce && filled < chunkBytes; word++) {
      chunk.writeUInt32BE(random.nextUint32(), filled);
      filled += 4;
    }
  }
  await writeOut(chunk);
}
