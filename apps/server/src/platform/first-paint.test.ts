import { describe, expect, it } from 'vitest';
import { withFirstPaint } from './first-paint.ts';

const built =
  '<!doctype html><html><head><title>Lobby</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">\n' +
  '</head><body class="x"><div id="root"></div></body></html>';

describe('the home page’s first paint in index.html', () => {
  const html = withFirstPaint(built, {
    bannerUrl: '/demo/lotus/banners/home-welcome.svg',
    logoUrl: '/demo/lotus/logo.svg',
    barColor: '#221a33',
  });

  it('draws the layer first in the body, with the banner and the logo, hidden from readers', () => {
    const body = html.slice(html.indexOf('<body class="x">') + '<body class="x">'.length);
    expect(body.startsWith('<div id="first-paint" aria-hidden="true">')).toBe(true);
    expect(body).toContain('src="/demo/lotus/banners/home-welcome.svg"');
    expect(body).toContain('fetchpriority="high"');
    expect(body).toContain('<img class="first-paint__logo" src="/demo/lotus/logo.svg" alt=""');
    expect(html).toContain('background:#221a33');
  });

  it('moves the style sheets after the layer, so the layer paints without waiting for them', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('rel="modulepreload"');
    expect(head).toContain('<script type="module"');
    const layerEnd = html.indexOf('</div></div>') > 0 ? html.indexOf('fetchpriority') : -1;
    const sheet = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(sheet).toBeGreaterThan(layerEnd);
    expect(sheet).toBeLessThan(html.indexOf('<div id="root">'));
    // the layer's own style is in the head, for phones only
    expect(head).toMatch(/<style>#first-paint\{display:none\}@media \(max-width:767\.98px\)/);
  });

  it('leaves the page alone when the banner is not an address an image may load', () => {
    for (const bannerUrl of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'http://plain.example/x.png',
      '/a.png" onerror="alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '',
    ]) {
      expect(withFirstPaint(built, { bannerUrl }), bannerUrl).toBe(built);
    }
  });

  it('escapes what it writes, drops a logo it may not load and a colour that is not one', () => {
    const odd = withFirstPaint(built, {
      bannerUrl: '/b.svg?a=1&b=<2>',
      logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
      barColor: 'red;}body{display:none',
    });
    expect(odd).toContain('src="/b.svg?a=1&amp;b=&lt;2&gt;"');
    expect(odd).not.toContain('first-paint__logo" src');
    expect(odd).not.toContain('display:none}body');
    expect(odd).toContain('background:#221a33');
  });

  it('takes a picture written into the page as base64', () => {
    const bannerUrl = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(withFirstPaint(built, { bannerUrl })).toContain(`src="${bannerUrl}"`);
  });

  it('leaves a page without a head or a body alone', () => {
    expect(withFirstPaint('<p>no document</p>', { bannerUrl: '/b.svg' })).toBe(
      '<p>no document</p>',
    );
  });
});
