/** What the manifest needs of a brand. */
export interface ManifestBrand {
  name: string;
  backgroundColor: string;
  surfaceColor: string;
}

/** The icons the build ships (apps/web/public, drawn from the lotus SVG by a script). */
const icons = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  {
    src: '/icons/icon-maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
] as const;

const cssColour = /^#[0-9a-f]{3,8}$/i;
/** Short names past 12 characters are cut under the icon on most home screens. */
const shortNameLength = 12;

/**
 * The web app manifest of a brand (docs/member-services.md "App download and PWA"): its name
 * under the home-screen icon, its colours for the splash screen and the title bar; opens at
 * /index, standalone. A colour that is not a plain hex colour falls back to the house one.
 */
export function webManifestOf(brand: ManifestBrand) {
  const name = brand.name.trim() || 'Lobby';
  return {
    name,
    short_name: name.length > shortNameLength ? name.slice(0, shortNameLength).trim() : name,
    id: '/index',
    start_url: '/index',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: cssColour.test(brand.backgroundColor) ? brand.backgroundColor : '#14101f',
    theme_color: cssColour.test(brand.surfaceColor) ? brand.surfaceColor : '#221a33',
    icons,
  };
}
export type WebManifest = ReturnType<typeof webManifestOf>;
