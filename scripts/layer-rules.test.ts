// The layer rules of .dependency-cruiser.mjs fail the lint when broken: a small tree shaped like
// this repository gets one planted violation of each rule (and a few imports the rules allow),
// and dependency-cruiser, run as `npm run lint` runs it, must report exactly the violations.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const config = path.join(root, '.dependency-cruiser.mjs');

/** Files of the planted tree: each line of a file is an import the rules judge. */
const tree: Record<string, string[]> = {
  // Allowed: the domain's own files and its two libraries; its tests add vitest and fast-check.
  'domain/src/quote.ts': [
    "import * as v from 'valibot';",
    "import { CalendarDate } from '@internationalized/date';",
    "import { rate } from './rate.ts';",
  ],
  'domain/src/rate.ts': [],
  'domain/src/quote.test.ts': [
    "import { it } from 'vitest';",
    "import fc from 'fast-check';",
    "import { rate } from './rate.ts';",
  ],
  // Planted: I/O in the domain; a web framework in a domain test.
  'domain/src/reads-a-file.ts': ["import { readFileSync } from 'node:fs';"],
  'domain/src/rate.test.ts': ["import express from 'express';"],

  // Planted: frontend and backend reaching into each other.
  'frontend/src/shared/api/reaches-backend.ts': [
    "import { SubmitBooking } from '../../../../backend/src/application/submit-booking.ts';",
  ],
  'backend/src/adapters/site/reaches-frontend.ts': [
    "import { Button } from '../../../../frontend/src/shared/ui/Button.tsx';",
  ],

  // Allowed: a use case and its port; its test runs on the real adapter through test-support's
  // harness, with a test double of adapters/memory/.
  'backend/src/application/ports/repository.ts': [],
  'backend/src/application/submit-booking.ts': ["import type { Repository } from './ports/repository.ts';"],
  'backend/src/application/submit-booking.test.ts': [
    "import { openTestStore } from '../test-support/test-store.ts';",
    "import { FixedClock } from '../adapters/memory/fixed-clock.ts';",
    "import { randomUUID } from 'node:crypto';",
  ],
  'backend/src/test-support/test-store.ts': [
    "import { OrmRepository } from '../adapters/persistence/orm-repository.ts';",
  ],
  'backend/src/adapters/memory/fixed-clock.ts': [],
  // Planted: a use case importing an adapter; a use-case test on the real adapter; a use case
  // with a type-only import of express and one with the ORM.
  'backend/src/application/cancel-booking.ts': [
    "import { OrmRepository } from '../adapters/persistence/orm-repository.ts';",
  ],
  'backend/src/application/cancel-booking.test.ts': [
    "import { OrmRepository } from '../adapters/persistence/orm-repository.ts';",
  ],
  'backend/src/application/reads-request.ts': ["import type { Request } from 'express';"],
  'backend/src/application/opens-orm.ts': ["import { MikroORM } from '@mikro-orm/core';"],
  // Planted: an adapter reaching back into the composition root.
  'backend/src/adapters/persistence/orm-repository.ts': [
    "import { compose } from '../../composition/container.ts';",
  ],
  'backend/src/composition/container.ts': [
    "import { OrmRepository } from '../adapters/persistence/orm-repository.ts';",
  ],

  // Planted: a use case importing a Node built-in (its test above may).
  'backend/src/application/hashes-a-token.ts': ["import { createHash } from 'node:crypto';"],

  // Allowed: a group's own internals, another group's top-level files, the migrator's list, a
  // migration importing MikroORM and another migration, a test reading a migration.
  'backend/src/adapters/persistence/orm.ts': [
    "import { migrationsList } from './migrations/migrations-list.ts';",
  ],
  'backend/src/adapters/persistence/migrations/migrations-list.ts': [
    "import { Migration0006Search } from './migration-0006-search.ts';",
    "import { Migration0007Index } from './migration-0007-index.ts';",
  ],
  'backend/src/adapters/persistence/migrations/migration-0006-search.ts': [
    "import { Migration } from '@mikro-orm/migrations';",
  ],
  'backend/src/adapters/persistence/search-sql.ts': [],
  'backend/src/adapters/persistence/search-sql.test.ts': [
    "import { searchSql } from './migrations/migration-0006-search.ts';",
  ],
  'backend/src/adapters/persistence/entities/booking-entity.ts': [
    "import { searchSql } from '../search-sql.ts';",
  ],
  'backend/src/adapters/persistence/sql-outbox-queue.ts': [
    "import { BookingEntity } from './entities/booking-entity.ts';",
  ],
  'backend/src/adapters/mail/delivery-worker.ts': [
    "import { SqlOutboxQueue } from '../persistence/sql-outbox-queue.ts';",
  ],
  // Planted: an adapter reaching into another group's subfolder; live code reading SQL out of a
  // migration; a migration importing live code.
  'backend/src/adapters/mail/reads-an-entity.ts': [
    "import { BookingEntity } from '../persistence/entities/booking-entity.ts';",
  ],
  'backend/src/adapters/persistence/sql-admin-queries.ts': [
    "import { searchSql } from './migrations/migration-0006-search.ts';",
  ],
  'backend/src/adapters/persistence/migrations/migration-0007-index.ts': [
    "import { searchSql } from '../search-sql.ts';",
  ],

  // Allowed: the tools reach the backend through its entry, the composition root, the documented
  // entries and the test-support harness. Planted: a benchmark opening the ORM itself.
  'backend/src/main.ts': [],
  'backend/src/entries/database-tools.ts': ["import { openOrm } from '../adapters/persistence/orm.ts';"],
  'backend/src/test-support/server-process.ts': [],
  'bench/api.ts': [
    "import { startServerProcess } from '../backend/src/test-support/server-process.ts';",
    "import { openOrm } from '../backend/src/entries/database-tools.ts';",
    "import { compose } from '../backend/src/composition/container.ts';",
  ],
  'scripts/start.ts': ["import { runServer } from '../backend/src/main.ts';"],
  'e2e/run.ts': ["import { startServerProcess } from '../backend/src/test-support/server-process.ts';"],
  'bench/mail.ts': ["import { openOrm } from '../backend/src/adapters/persistence/orm.ts';"],

  // Allowed: app composes features; a feature imports its own files and shared/.
  'frontend/src/app/routes.tsx': [
    "import { HomePage } from '../features/home/HomePage.tsx';",
    "import { Providers } from './Providers.tsx';",
  ],
  'frontend/src/app/Providers.tsx': [],
  'frontend/src/shared/ui/Button.tsx': [],
  'frontend/src/features/contact/ContactForm.tsx': ["import { Button } from '../../shared/ui/Button.tsx';"],
  // Planted: one feature importing another; a feature's test helper reaching app/ through a test
  // utility; shared/ importing a feature.
  'frontend/src/features/home/HomePage.tsx': ["import { ContactForm } from '../contact/ContactForm.tsx';"],
  'frontend/src/features/booking/booking-test-helpers.tsx': [
    "import { renderPage } from '../../test/render-page.tsx';",
  ],
  'frontend/src/test/render-page.tsx': ["import { Providers } from '../app/Providers.tsx';"],
  'frontend/src/shared/seo/PageMeta.tsx': ["import { HomePage } from '../../features/home/HomePage.tsx';"],
  // Planted: an import of nothing.
  'frontend/src/shared/ui/Missing.tsx': ["import { Gone } from './Gone.tsx';"],
  // Allowed: the root test configuration, an entry point like every vitest.config.ts.
  'vitest.config.ts': ["import projects from './vitest.workspace.ts';"],
  'vitest.workspace.ts': [],
  // Planted: a cycle of type-only imports; a file no entry point reaches.
  'domain/src/shape.ts': ["import type { Shapes } from './shapes.ts';"],
  'domain/src/shapes.ts': ["import type { Shape } from './shape.ts';"],
  'frontend/src/shared/ui/Tooltip.tsx': [],
};

/** The entry point of each package, as .dependency-cruiser.mjs declares it. */
const packageEntries = {
  domain: 'domain/src/index.ts',
  backend: 'backend/src/main.ts',
  frontend: 'frontend/src/entry-client.tsx',
} as const;
/** The one planted file no entry point reaches. */
const unused = 'frontend/src/shared/ui/Tooltip.tsx';

/**
 * The tree with each package's entry point importing the package's other files (but tests, the
 * unused file, and migrations, which only the migrator's list may import), so every file but the
 * unused one is reachable and no-unused-files judges only it.
 */
function withEntryPoints(files: Record<string, string[]>): Record<string, string[]> {
  const wired = { ...files };
  for (const [name, entry] of Object.entries(packageEntries)) {
    const reached = Object.keys(files).filter(
      (file) =>
        file.startsWith(`${name}/`) &&
        file !== entry &&
        file !== unused &&
        !/\.test\.tsx?$/.test(file) &&
        !file.includes('/migrations/'),
    );
    wired[entry] = [
      ...(files[entry] ?? []),
      ...reached.map((file, index) => {
        const relative = path.posix.relative(path.posix.dirname(entry), file);
        return `import { planted as file${index} } from '${relative.startsWith('.') ? '' : './'}${relative}';`;
      }),
    ];
  }
  return wired;
}

/** The folders and files `npm run lint` gives dependency-cruiser (package.json). */
const lintedPaths = (() => {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const command = /depcruise --config \S+ (.+)$/.exec(scripts.lint ?? '')?.[1];
  if (!command) throw new Error('npm run lint no longer runs dependency-cruiser');
  return command.split(' ');
})();

const expected = [
  'domain-is-pure: domain/src/reads-a-file.ts -> fs',
  'domain-tests-are-pure: domain/src/rate.test.ts -> express',
  'frontend-not-to-backend: frontend/src/shared/api/reaches-backend.ts -> backend/src/application/submit-booking.ts',
  'backend-not-to-frontend: backend/src/adapters/site/reaches-frontend.ts -> frontend/src/shared/ui/Button.tsx',
  'application-not-to-adapters: backend/src/application/cancel-booking.ts -> backend/src/adapters/persistence/orm-repository.ts',
  'application-tests-reach-adapters-through-test-support: backend/src/application/cancel-booking.test.ts -> backend/src/adapters/persistence/orm-repository.ts',
  'application-not-to-frameworks: backend/src/application/reads-request.ts -> express',
  'application-not-to-frameworks: backend/src/application/opens-orm.ts -> @mikro-orm/core',
  'adapters-not-to-composition: backend/src/adapters/persistence/orm-repository.ts -> backend/src/composition/container.ts',
  'features-not-to-other-features: frontend/src/features/home/HomePage.tsx -> frontend/src/features/contact/ContactForm.tsx',
  'features-never-reach-app: frontend/src/features/booking/booking-test-helpers.tsx -> frontend/src/app/Providers.tsx',
  'shared-never-reaches-features-or-app: frontend/src/shared/seo/PageMeta.tsx -> frontend/src/features/home/HomePage.tsx',
  'shared-never-reaches-features-or-app: frontend/src/shared/seo/PageMeta.tsx -> frontend/src/features/contact/ContactForm.tsx',
  'not-to-unresolvable: frontend/src/shared/ui/Missing.tsx -> ./Gone.tsx',
  'application-not-to-node-builtins: backend/src/application/hashes-a-token.ts -> crypto',
  'adapters-not-into-other-adapters-internals: backend/src/adapters/mail/reads-an-entity.ts -> backend/src/adapters/persistence/entities/booking-entity.ts',
  'migrations-are-history: backend/src/adapters/persistence/sql-admin-queries.ts -> backend/src/adapters/persistence/migrations/migration-0006-search.ts',
  'migrations-import-no-live-code: backend/src/adapters/persistence/migrations/migration-0007-index.ts -> backend/src/adapters/persistence/search-sql.ts',
  'tools-reach-backend-through-entries: bench/mail.ts -> backend/src/adapters/persistence/orm.ts',
  // A cycle is reported once, at its first file; the adapter reaching back into the composition
  // root (planted above) closes one too.
  'no-import-cycles: domain/src/shape.ts -> domain/src/shapes.ts',
  'no-import-cycles: backend/src/adapters/persistence/orm-repository.ts -> backend/src/composition/container.ts',
  `no-unused-files: ${unused} -> ${unused}`,
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** A package's path as the report names it, wherever node_modules sits: `express`, `@mikro-orm/core`. */
function shortName(to: string): string {
  const inPackages = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(to);
  return inPackages?.[1] ?? to;
}

let fixture: string;
let violations: string[];
let exitCode: number;

beforeAll(async () => {
  fixture = mkdtempSync(path.join(tmpdir(), 'layer-rules-'));
  for (const [file, imports] of Object.entries(withEntryPoints(tree))) {
    mkdirSync(path.join(fixture, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(fixture, file), `${imports.join('\n')}\nexport const planted = true;\n`);
  }
  // The real packages, so `express` and `valibot` resolve as they do in the repository.
  symlinkSync(path.join(root, 'node_modules'), path.join(fixture, 'node_modules'), 'dir');
  const cruise = (outputType: string) =>
    promisify(execFile)(
      process.execPath,
      [depcruise, '--config', config, '--output-type', outputType, ...lintedPaths],
      { cwd: fixture, maxBuffer: 64 * 1024 * 1024 },
    ).then(
      (done) => ({ ...done, code: 0 }),
      (failed: { stdout: string; stderr: string; code: number }) => failed,
    );
  // As `npm run lint` runs it (its exit code), and as JSON (what it found).
  const [lint, { stdout, stderr }] = await Promise.all([cruise('err'), cruise('json')]);
  exitCode = lint.code;
  if (!stdout.startsWith('{')) throw new Error(`dependency-cruiser wrote no report: ${stderr}`);
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  violations = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${shortName(v.to)}`);
});

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

describe('the layer rules in npm run lint', () => {
  it('fail the lint when a rule is broken', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each(expected)('report %s', (violation) => {
    expect(violations).toContain(violation);
  });

  it('report nothing else: the imports the architecture allows pass', () => {
    expect([...new Set(violations)].sort()).toEqual([...expected].sort());
  });
});
