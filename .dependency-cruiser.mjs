// The layer rules of docs/architecture.md, checked by dependency-cruiser in `npm run lint`
// (decisions 0055, 0115-0117). Paths are relative to the repository root; a package in
// node_modules is matched wherever it sits (`(^|/)node_modules/`), so the rules read the same in a
// copy of the tree (scripts/layer-rules.test.ts plants a violation of each rule in one).

const testFile = '\\.test\\.tsx?$';
const nodeModule = (names) => `(^|/)node_modules/(${names.join('|')})/`;
const domainLibraries = ['valibot', '@internationalized/date', 'libphonenumber-js'];
const testLibraries = ['vitest', '@vitest/[^/]+', 'fast-check'];

/**
 * Where a program or a test run starts: nothing imports these, and every other file must be
 * reachable from one of them (no-unused-files, decision 0115). A new kind of entry is added here.
 */
const entryPoints = [
  // The server, the mail worker and `npm run users`.
  '^backend/src/(main|worker|users-cli)\\.ts$',
  // The public pages (index.html), their server render (vite.ssr.config.ts), the back office
  // (admin/index.html).
  '^frontend/src/entry-(client|server|admin)\\.tsx$',
  // The domain package's exports (domain/package.json).
  '^domain/src/(index|samples/index)\\.ts$',
  // `npm start`, `npm run seed`, the preinstall check; the site build.
  '^scripts/[^/]+\\.(ts|mjs)$',
  '^frontend/scripts/build\\.ts$',
  // The benchmarks, and the servers they start as their own processes (bench/api.ts).
  '^bench/[^/]+\\.ts$',
  '^bench/lib/(baseline-server|server-without-availability)\\.ts$',
  // The journeys and their runner.
  '^e2e/(run|playwright\\.config)\\.ts$',
  '^e2e/journeys/[^/]+\\.spec\\.ts$',
  // Tests, the frontend tests' setup file, and the build and test configurations.
  testFile,
  '^frontend/src/test/setup\\.ts$',
  '(^|/)(vite|vite\\.ssr|vitest)\\.config\\.ts$',
  '^vitest\\.workspace\\.ts$',
];

/**
 * What bench/, e2e/ and scripts/ may import of the backend (decision 0117): the server's entry,
 * the composition root, the documented entries for tools, and the harness that runs the server as
 * a child process.
 */
const backendEntries = [
  '^backend/src/main\\.ts$',
  '^backend/src/composition/(container|tokens)\\.ts$',
  '^backend/src/entries/',
  '^backend/src/test-support/',
];

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
      name: 'application-not-to-node-builtins',
      comment:
        'Use cases never import a Node built-in (node:crypto, node:fs, ...): what needs one is a port with an adapter (decision 0116). Node globals such as Buffer are refused by Biome (biome.json).',
      severity: 'error',
      from: { path: '^backend/src/application/', pathNot: testFile },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-not-into-other-adapters-internals',
      comment:
        "An adapter group (adapters/<group>/) uses another group only through that group's top-level files; its subfolders (persistence/entities/, persistence/migrations/, mail/templates/, http/routes/, ...) are its own (decision 0116).",
      severity: 'error',
      from: { path: '^backend/src/adapters/([^/]+)/' },
      to: { path: '^backend/src/adapters/[^/]+/[^/]+/', pathNot: '^backend/src/adapters/$1/' },
    },
    {
      name: 'migrations-are-history',
      comment:
        'A migration is frozen history, read only through migrations/migrations-list.ts by the migrator: live code (entities, queries) never imports one; SQL both use lives in live code and a test checks the migration built the same (decision 0116).',
      severity: 'error',
      from: { path: '^backend/src/', pathNot: ['^backend/src/adapters/persistence/migrations/', testFile] },
      to: { path: '^backend/src/adapters/persistence/migrations/', pathNot: '/migrations-list\\.ts$' },
    },
    {
      name: 'migrations-import-no-live-code',
      comment:
        'A migration imports only other migrations and MikroORM: live code it imported would change the history under the databases already migrated (decision 0116).',
      severity: 'error',
      from: { path: '^backend/src/adapters/persistence/migrations/' },
      to: { pathNot: ['^backend/src/adapters/persistence/migrations/', nodeModule(['@mikro-orm/[^/]+'])] },
    },
    {
      name: 'tools-reach-backend-through-entries',
      comment:
        'bench/, e2e/ and scripts/ reach the backend only through main.ts, the composition root, backend/src/entries/ or the test-support harness (decision 0117).',
      severity: 'error',
      from: { path: '^(bench|e2e|scripts)/' },
      to: { path: '^backend/', pathNot: backendEntries },
    },
    {
      name: 'no-import-cycles',
      comment:
        'No module reaches itself through its imports, type-only imports included: a cycle has no first file to read, test or move (decision 0115).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unused-files',
      comment:
        'Every file is reachable from an entry point (entryPoints above): a file nothing reaches is dead (decision 0115). Static files the server sends as they are (frontend/public/) and type declarations are not modules.',
      severity: 'error',
      from: { path: entryPoints },
      to: {
        path: '^(domain|backend|frontend|bench|e2e|scripts)/',
        pathNot: [...entryPoints, '\\.d\\.ts$', '^frontend/public/', '(^|/)node_modules/'],
        reachable: false,
      },
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
