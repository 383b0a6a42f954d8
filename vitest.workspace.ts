// The one list of test projects. Vitest 5 no longer reads this file by itself:
// vitest.config.ts imports it (decision 0003). `scripts` is the root tooling (project `tools`).
export default ['domain', 'backend', 'frontend', 'scripts'];
