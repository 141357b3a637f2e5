import { describe, expect, it } from 'vitest';
import { applyBrandTheme, contrastRatio, readableTextOn, themeVariables } from './brand-theme.ts';
import { demoPermission } from '../../testing/test-utils.tsx';

describe('brand theme', () => {
  it('turns the theme into CSS variables with readable text on the brand colours', () => {
    expect(themeVariables(demoPermission.theme)).toEqual({
      '--color-primary': '#c2185b',
      '--color-accent': '#f5b301',
      '--color-bg': '#14101f',
      '--color-surface': '#221a33',
      '--color-text': '#f4f0fa',
      '--color-on-primary': '#ffffff',
      '--color-on-accent': '#111111',
    });
  });

  it('ignores values that are not plain colours', () => {
    const variables = themeVariables({
      ...demoPermission.theme,
      primaryColor: 'red; background: url(x)',
    });
    expect(variables).not.toHaveProperty('--color-primary');
    expect(variables).not.toHaveProperty('--color-on-primary');
  });

  it('sets the variables on the root element', () => {
    applyBrandTheme({ ...demoPermission.theme, accentColor: '#00ff00' });
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#00ff00');
  });

  it("gives a phone's browser bar the brand's surface colour", () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#000000';
    document.head.append(meta);
    applyBrandTheme({ ...demoPermission.theme, surfaceColor: '#123456' });
    expect(meta.content).toBe('#123456');
    meta.remove();
  });

  it('passes WCAG AA for the demo brand: text on background, white on primary', () => {
    expect(contrastRatio('#f4f0fa', '#14101f')).toBeGreaterThan(4.5);
    expect(contrastRatio(readableTextOn('#c2185b'), '#c2185b')).toBeGreaterThan(4.5);
    expect(contrastRatio(readableTextOn('#f5b301'), '#f5b301')).toBeGreaterThan(4.5);
  });
});
