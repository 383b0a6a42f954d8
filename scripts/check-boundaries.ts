// The import-boundary rule of docs/architecture.md, enforced by `npm run lint`:
// - domain/ imports only its own files and its few pure dependencies;
// - frontend/ and backend/ never import each other (both may import @dumpster/domain).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const domainAllowed = new Set(['valibot', '@internationalized/date', 'fast-check', 'vitest']);
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const violations: string[] = [];
for (const pkg of ['domain', 'backend', 'frontend']) {
  for (const file of sourceFiles(join(root, pkg))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? '';
      const where = relative(root, file);
      if (specifier.startsWith('.')) {
        const target = relative(root, join(file, '..', specifier));
        const targetPkg = target.split('/')[0];
        if (targetPkg !== pkg && targetPkg !== 'node_modules')
          violations.push(`${where}: reaches into ${targetPkg}/ with '${specifier}'`);
        continue;
      }
      if (pkg === 'domain' && !domainAllowed.has(packageName(specifier)))
        violations.push(`${where}: domain/ must stay pure, but imports '${specifier}'`);
      if (pkg === 'frontend' && specifier.startsWith('@dumpster/backend'))
        violations.push(`${where}: frontend/ must not import the backend ('${specifier}')`);
      if (pkg === 'backend' && specifier.startsWith('@dumpster/frontend'))
        violations.push(`${where}: backend/ must not import the frontend ('${specifier}')`);
    }
  }
}

if (violations.length > 0) {
  console.error(`Import boundaries broken (docs/architecture.md):\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
