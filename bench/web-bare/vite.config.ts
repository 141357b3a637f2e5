import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../apps/web/build-plugins/precompress-plugin.ts';

/** The bare stack of `npm run bench:web`, built and compressed as the Lobby web app is. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
