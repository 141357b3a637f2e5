import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slotCodes, slotDefinitions } from '@lobby/game-math';
import { brandArtFolder, drawAllArt, slotArtFolder } from './art-files.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const drawn = drawAllArt();
const svgFilesIn = (folder: string) =>
  fs
    .readdirSync(path.join(publicDir, folder))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `${folder}/${name}`);

describe('the art set', () => {
  it('is on disk exactly as the drawing code draws it (run draw-art.cli.ts after a change)', () => {
    for (const [name, svg] of drawn) {
      expect(fs.readFileSync(path.join(publicDir, name), 'utf8'), name).toBe(svg);
    }
  });

  it('leaves no game picture or vendor mark that the drawing code does not draw', () => {
    const onDisk = [
      ...svgFilesIn(`${brandArtFolder}/games`),
      ...svgFilesIn(`${brandArtFolder}/vendors`),
    ];
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter((name) => !drawn.has(name))).toEqual([]);
  });

  it('draws every symbol of every in-house slot', () => {
    const missing = slotCodes.flatMap((game) =>
      slotDefinitions[game].symbols
        .map((symbol) => `${slotArtFolder}/${game}/${symbol.code}.svg`)
        .filter((name) => !drawn.has(name)),
    );
    expect(missing).toEqual([]);
  });

  it('holds no text but numerals, card ranks and the vendors’ own names', () => {
    const words = [...drawn.values()].flatMap((svg) =>
      [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? ''),
    );
    const allowed = /^([0-9:AKQJD]+|[A-Z][A-Z-]+( [A-Z-]+)*)$/;
    expect(words.filter((word) => !allowed.test(word))).toEqual([]);
  });
});
