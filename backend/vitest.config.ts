import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'backend',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WASM PostgreSQL per test file; the first boot can take a few seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
