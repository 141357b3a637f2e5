// Renders the PNG app icons from the hand-drawn public/favicon.svg (the manifest's and iOS's
// home-screen icons need PNGs). Run after changing the SVG, and commit the PNGs:
//   node apps/web/scripts/render-app-icons.mjs
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../../scripts/find-chromium.mjs';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const dataUrl = (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
/** The rounded square, or a plain one for iOS, which rounds the corners itself. */
const roundedUrl = dataUrl(svg);
const squareUrl = dataUrl(svg.replace('rx="14"', 'rx="0"'));
/** The icon's background (the SVG's lower gradient stop), for the maskable icon's full bleed. */
const background = '#14101f';

/**
 * Each icon: its file, its size, and how much of the square the drawing takes. A maskable
 * icon's drawing stays inside the central 80 % circle the launcher may cut it to.
 */
const icons = [
  { file: 'apple-touch-icon.png', size: 180, scale: 1, square: true },
  { file: 'icons/icon-192.png', size: 192, scale: 1 },
  { file: 'icons/icon-512.png', size: 512, scale: 1 },
  { file: 'icons/icon-maskable-512.png', size: 512, scale: 0.72 },
];

const executablePath = findChromium();
if (!executablePath) throw new Error('no Chromium: install it or set CHROMIUM_PATH');
const browser = await chromium.launch({ executablePath });
try {
  for (const { file, size, scale, square = false } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawn = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;` +
        `background:${scale < 1 ? background : 'transparent'}">` +
        `<img src="${square ? squareUrl : roundedUrl}" width="${drawn}" height="${drawn}"></body>`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    const transparent = scale === 1 && !square;
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: transparent });
    await page.close();
    console.warn(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
