import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/testing/async-waits.setup.ts'],
  },
});
