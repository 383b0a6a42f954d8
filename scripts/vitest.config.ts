import { defineProject } from 'vitest/config';

// The repository's own tooling (the layer rules, the Node version check): scripts/ at the root.
export default defineProject({
  test: {
    name: 'tools',
    include: ['**/*.test.ts'],
    environment: 'node',
    // Each test starts a real process (dependency-cruiser, node); a guard, not an assertion.
    testTimeout: 60_000,
  },
});
