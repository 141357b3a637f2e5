import type { BrandTheme } from '@lobby/contracts';

/**
 * The brand look (architecture: "brand look comes from the merchant's settings through CSS
 * variables"). global.css declares the same variables with the demo brand's colours, so the
 * page looks right before the permission answer arrives.
 */
const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a #rgb / #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on the given colour. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111')
    ? '#ffffff'
    : '#111111';
}

/** CSS variables for a theme; colours that are not plain hex are left to the defaults. */
export function themeVariables(theme: BrandTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const colours: Array<[string, string]> = [
    ['--color-primary', theme.primaryColor],
    ['--color-accent', theme.accentColor],
    ['--color-bg', theme.backgroundColor],
    ['--color-surface', theme.surfaceColor],
    ['--color-text', theme.textColor],
  ];
  for (const [name, value] of colours) {
    if (hexColor.test(value)) variables[name] = value;
  }
  if (hexColor.test(theme.primaryColor)) {
    variables['--color-on-primary'] = readableTextOn(theme.primaryColor);
  }
  if (hexColor.test(theme.accentColor)) {
    variables['--color-on-accent'] = readableTextOn(theme.accentColor);
  }
  return variables;
}

/**
 * Puts the theme on the document root; a phone's browser bar (the theme-color meta of
 * index.html) takes the brand's surface colour, so it runs on into the header.
 */
export function applyBrandTheme(theme: BrandTheme, root: HTMLElement = document.documentElement) {
  const variables = themeVariables(theme);
  for (const [name, value] of Object.entries(variables)) {
    root.style.setProperty(name, value);
  }
  const surface = variables['--color-surface'];
  const themeColor = root.ownerDocument.querySelector('meta[name="theme-color"]');
  if (surface) themeColor?.setAttribute('content', surface);
}
