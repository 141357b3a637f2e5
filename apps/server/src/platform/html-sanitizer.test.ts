import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-sanitizer.ts';

describe('sanitizeHtml', () => {
  it('keeps the simple HTML of help topics and announcements', () => {
    const html =
      '<h3>Title</h3><p>Text with <strong>bold</strong>, <em>italic</em> and a <a href="https://example.com/x" target="_blank" rel="noopener">link</a>.</p><ul><li>one</li><li>two</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps mailto:, tel:, relative and anchor links', () => {
    for (const href of ['mailto:a@b.example', 'tel:1323', '/help#term', '#faq']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('keeps plain attribute values: sizes, spans, link targets', () => {
    const html =
      '<img src="/demo/a.png" alt="a" width="120" height="60"><table><tbody><tr><td colspan="2" rowspan="1">x</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps text in every script untouched', () => {
    expect(sanitizeHtml('<p>สวัสดี Kumusta 你好</p>')).toBe('<p>สวัสดี Kumusta 你好</p>');
  });

  it.each([
    ['a script element', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an obfuscated javascript: link', '<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    [
      'a javascript: link hidden by control characters',
      '<a href="&#1;java&#9;script:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['a style attribute', '<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', ''],
    ['data attributes', '<p data-x="1">x</p>', '<p>x</p>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['a class or id', '<p class="overlay" id="login">x</p>', '<p>x</p>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('leaves nothing executable in a mixed attack', () => {
    const attack =
      '<div><img src=x onerror=alert(1)><a href="javascript:void(0)" onclick="steal()">win</a><scr<script>ipt>alert(2)</script><math><mtext><table><mglyph><style><img src=x onerror=alert(3)></style></mglyph></table></mtext></math></div>';
    const clean = sanitizeHtml(attack);
    expect(clean).not.toMatch(/onerror|onclick|javascript:|<script|<style|<math/i);
    expect(clean).toContain('win');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = sanitizeHtml('<p onclick="x()">a<b>b</b></p><script>1</script>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
