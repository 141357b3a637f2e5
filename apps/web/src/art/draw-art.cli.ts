// `npx tsx apps/web/src/art/draw-art.cli.ts`: (re)draws every SVG of the art set into
// apps/web/public. The files are committed; art-files.test.ts fails when they drift.
import fs from 'node:fs';
import path from 'node:path';
import { drawAllArt } from './art-files.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
let bytes = 0;
const files = drawAllArt();
for (const [name, svg] of files) {
  const file = path.join(publicDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  bytes += Buffer.byteLength(svg);
}
console.warn(`drew ${files.size} files, ${(bytes / 1024).toFixed(1)} KB`);
