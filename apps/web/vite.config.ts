import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The namespaces lib/i18n.ts loads on demand (its eager glob leaves the same ones out). */
const onDemandNamespaces = /^(wallet|transfers|records|responsible|security)$/;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 300,
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
    },
  },
});
