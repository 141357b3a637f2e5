import type { Theme } from './svg-kit.ts';

/**
 * The one palette of the art set: each theme is a deep background and a lead colour that
 * stands out on it; gold and the ink outline are shared by all.
 */
export const themes = {
  rose: { glow: '#8e1f52', deep: '#2a0a1c', lead: '#ec407a', light: '#ffc1dc' },
  jade: { glow: '#1f7a55', deep: '#04241a', lead: '#00a86b', light: '#b9f6ca' },
  ember: { glow: '#a3361a', deep: '#2b0b06', lead: '#ff7043', light: '#ffd0a8' },
  amber: { glow: '#9a6a08', deep: '#2a1a02', lead: '#ffb300', light: '#ffe9a8' },
  violet: { glow: '#5e35b1', deep: '#170b33', lead: '#9575cd', light: '#e3d7ff' },
  ocean: { glow: '#1565c0', deep: '#051633', lead: '#29b6f6', light: '#c9f0ff' },
  lagoon: { glow: '#00838f', deep: '#02262a', lead: '#26c6da', light: '#c8f7fb' },
  crimson: { glow: '#b71c1c', deep: '#2a0505', lead: '#e53935', light: '#ffb4b0' },
  night: { glow: '#283593', deep: '#070a24', lead: '#e53935', light: '#ffab91' },
  forest: { glow: '#2e7d32', deep: '#06200a', lead: '#9ccc65', light: '#e6f7c8' },
  sand: { glow: '#8d6e2a', deep: '#241a06', lead: '#ffca28', light: '#fff3c4' },
  cosmos: { glow: '#4527a0', deep: '#0a0620', lead: '#7e57c2', light: '#d1c4e9' },
  felt: { glow: '#1b6b3a', deep: '#03190c', lead: '#c62828', light: '#ff8a80' },
  pitch: { glow: '#2e7d32', deep: '#051a08', lead: '#43a047', light: '#a5d6a7' },
  neon: { glow: '#6a1b9a', deep: '#14052a', lead: '#00e5ff', light: '#b2ffff' },
} satisfies Record<string, Theme>;

/** A theme's name. */
export type ThemeName = keyof typeof themes;
