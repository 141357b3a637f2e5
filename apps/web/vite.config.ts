import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadGuard } from './build-plugins/first-load-guard-plugin.ts';
import { lazyAreas } from './build-plugins/lazy-areas.ts';
import { precompress } from './build-plugins/precompress-plugin.ts';

/** The namespaces lib/i18n.ts loads on demand (its eager glob leaves the same ones out). */
const onDemandNamespaces =
  /^(wallet|transfers|records|responsible|security|originals|bets|game-lobby|auth|help|announcements|disclaimer|pages|agents|agent-errors|agent-income|red-envelopes|agent-transactions|missions|mission-errors|rewards|loyalty|loyalty-errors|support-chat|activities|activity-errors|lottery-errors|lottery-fast|lottery-draws|sports-errors|inbox|member-landing|app-download|social|referrals|cockfight|sportsbook)$/;

/** The libraries the first render needs whatever the page: one chunk (see the groups). */
const startupLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react(), firstLoadGuard(lazyAreas), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 300,
    // no preload lists for the dynamic imports: the first load carried every lazy chunk's
    // list of the scripts it imports (almost 2 KB gzip of file names); a lazy chunk now fetches
    // its shared scripts through its own imports (the style sheets are still listed and loaded
    // before it runs). docs/decisions.md "Module preload lists".
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // the contracts' modules only declare things: what the app does not use can go,
        // which keeps zod (used by the schemas) out of the first load
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // one chunk per language for the start-up namespaces: lib/i18n.ts loads only the
          // language on screen; the member centre's namespaces (left out of lib/i18n.ts's eager
          // glob) stay chunks of their own, fetched when a page first asks for them
          groups: [
            {
              // the libraries every page runs on, in one chunk: split by importer they made a
              // dozen small files, each with its own wrapper and a worse compression ratio
              name: (id) => (startupLibraries.test(id) ? 'runtime' : null),
            },
            {
              // everything else the first load runs (our code, English, the shell's styles) in
              // one chunk: split by importer it made some thirty requests of a kilobyte each,
              // and a phone on a slow network pays a round trip for each
              name: 'app',
              tags: ['$initial'],
            },
            {
              name: (id) => {
                const file = /locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
                if (!file) return null;
                return onDemandNamespaces.test(file[2] ?? '') ? null : (file[1] ?? null);
              },
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the member's live channel (/wps/ws) is a websocket
      '/wps': { target: 'http://localhost:3000', ws: true },
      '/sandbox-gateway': 'http://localhost:3000',
      '/bo': 'http://localhost:3000',
      '/lgw': 'http://localhost:3000',
      '/brand': 'http://localhost:3000',
      '/originals': { target: 'http://localhost:3000', ws: true },
      '/pam': 'http://localhost:3000',
    },
  },
});
