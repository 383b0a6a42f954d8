// The layer rules of docs/architecture.md, checked by dependency-cruiser in `npm run lint`
// (decision 0055). Paths are relative to the repository root; a package in node_modules is
// matched wherever it sits (`(^|/)node_modules/`), so the rules read the same in a copy of the
// tree (scripts/layer-rules.test.ts plants a violation of each rule in one).

const testFile = '\\.test\\.tsx?$';
const nodeModule = (names) => `(^|/)node_modules/(${names.join('|')})/`;
const domainLibraries = ['valibot', '@internationalized/date'];
const testLibraries = ['vitest', '@vitest/[^/]+', 'fast-check'];
const backendFrameworks = [
  'express',
  '@types/express',
  '@types/express-serve-static-core',
  '@mikro-orm/[^/]+',
  'pg',
  '@types/pg',
  '@electric-sql/pglite',
  'nodemailer',
  '@types/nodemailer',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'domain/ holds the business rules both sides share: it imports its own files, valibot and @internationalized/date, nothing else (no Node built-ins, no I/O).',
      severity: 'error',
      from: { path: '^domain/src/', pathNot: testFile },
      to: { pathNot: ['^domain/src/', nodeModule(domainLibraries)] },
    },
    {
      name: 'domain-tests-are-pure',
      comment: "domain/'s tests may add vitest and fast-check to what the domain itself imports.",
      severity: 'error',
      from: { path: `^domain/src/.*${testFile}` },
      to: { pathNot: ['^domain/src/', nodeModule([...domainLibraries, ...testLibraries])] },
    },
    {
      name: 'frontend-not-to-backend',
      comment: 'The browser code never imports the server; both share only @dumpster/domain.',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^backend/' },
    },
    {
      name: 'backend-not-to-frontend',
      comment: 'The server never imports the browser code; it serves the built files from disk.',
      severity: 'error',
      from: { path: '^backend/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'application-not-to-adapters',
      comment:
        'Use cases know their ports only: never an adapter, never the composition root. (Their tests run on the real adapters through test-support/, see the next rule.)',
      severity: 'error',
      from: { path: '^backend/src/application/', pathNot: testFile },
      to: { path: '^backend/src/(adapters|composition)/' },
    },
    {
      name: 'application-tests-reach-adapters-through-test-support',
      comment:
        "A use case's test runs it on the real adapters through test-support/'s harness (test-store.ts, decision 0107), with the test doubles of adapters/memory/ (a fixed clock, sequential ids, a fake hasher); it never imports another adapter or the composition root itself.",
      severity: 'error',
      from: { path: `^backend/src/application/.*${testFile}` },
      to: { path: '^backend/src/(adapters|composition)/', pathNot: '^backend/src/adapters/memory/' },
    },
    {
      name: 'application-not-to-frameworks',
      comment:
        'Use cases never import the web framework, the ORM, a database driver or the mailer: those sit behind ports.',
      severity: 'error',
      from: { path: '^backend/src/application/' },
      to: { path: nodeModule(backendFrameworks) },
    },
    {
      name: 'adapters-not-to-composition',
      comment: 'Adapters are wired by the composition root; they never reach back into it.',
      severity: 'error',
      from: { path: '^backend/src/adapters/' },
      to: { path: '^backend/src/composition/' },
    },
    {
      name: 'features-not-to-other-features',
      comment:
        'A feature never imports another feature: what two share moves to shared/, or app/ composes them (the route table hands one page the other as a slot).',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'features-never-reach-app',
      comment:
        'Nothing in a feature, its tests and test helpers included, pulls in app/ (the router, layout, providers), directly or through another module.',
      severity: 'error',
      from: { path: '^frontend/src/features/' },
      to: { path: '^frontend/src/app/', reachable: true },
    },
    {
      name: 'shared-never-reaches-features-or-app',
      comment:
        'shared/ is below every feature: it never imports a feature or app/, directly or through a test helper.',
      severity: 'error',
      from: { path: '^frontend/src/shared/' },
      to: { path: '^frontend/src/(features|app)/', reachable: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves: a module dependency-cruiser cannot find is one no rule above could check.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // An import of a package is seen (a rule must see a use case import express), but the
    // package's own imports are not followed.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(dist|data|artifacts|test-results)/' },
    // swc reads the TypeScript sources (dependency-cruiser cannot use TypeScript 7's compiler);
    // it reports type-only imports too, so a use case importing `type Request` from express is
    // caught like any other import.
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
