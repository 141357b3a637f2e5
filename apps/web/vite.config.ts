import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
          // one chunk per language: lib/i18n.ts loads only the language on screen
          groups: [{ name: (id) => /locales[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ?? null }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': 'http://localhost:3000',
      '/lgw': 'http://localhost:3000',
      '/brand': 'http://localhost:3000',
    },
  },
});
