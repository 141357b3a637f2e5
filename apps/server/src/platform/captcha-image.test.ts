import { describe, expect, it } from 'vitest';
import { randomCaptchaAnswer } from './captcha.ts';
import { captchaImage } from './captcha-image.ts';

const svgOf = (dataUrl: string) =>
  Buffer.from(dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');

/**
 * The kind of script issue 12 found reading the old captcha: each character is a filled
 * path of its own whose list of commands is the same every time, so it can be learnt from a
 * few labelled pictures and read off new ones, left to right.
 */
function glyphsOf(svg: string): { x: number; signature: string }[] {
  return [...svg.matchAll(/<path[^>]*\bfill="(?!none)[^"]*"[^>]*\bd="([^"]+)"/g)].map(
    ([, data = '']) => ({
      x: Number(/M\s*([\d.]+)/.exec(data)?.[1] ?? 0),
      signature: data.replace(/[^MLQCZ]/g, ''),
    }),
  );
}

function learn(samples: number): Map<string, string> {
  const book = new Map<string, string>();
  for (let index = 0; index < samples; index += 1) {
    const answer = randomCaptchaAnswer();
    const glyphs = glyphsOf(svgOf(captchaImage(answer))).sort((a, b) => a.x - b.x);
    if (glyphs.length !== answer.length) continue;
    glyphs.forEach((glyph, at) => book.set(glyph.signature, answer[at]!));
  }
  return book;
}

function read(book: Map<string, string>, image: string): string {
  return glyphsOf(svgOf(image))
    .sort((a, b) => a.x - b.x)
    .map((glyph) => book.get(glyph.signature) ?? '?')
    .join('');
}

describe('the captcha picture', () => {
  it('cannot be read by learning each character’s path commands', () => {
    const book = learn(60);
    let read_ = 0;
    for (let index = 0; index < 40; index += 1) {
      const answer = randomCaptchaAnswer();
      if (read(book, captchaImage(answer)) === answer) read_ += 1;
    }
    expect(read_).toBe(0);
  });

  it('draws the same answer differently every time, as one path, without the text', () => {
    const first = svgOf(captchaImage('KM7X4'));
    const second = svgOf(captchaImage('KM7X4'));
    expect(first).not.toBe(second);
    expect(first).not.toMatch(/KM7X4|<text/i);
    expect(first.match(/<path/g)).toHaveLength(1);
    // dark ink on a light ground, for people to read
    expect(first).toMatch(/fill="#22223b"/);
  });
});
