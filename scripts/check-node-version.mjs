// Runs before `npm install` (the root `preinstall`) and `npm start`: with an older Node.js the
// project fails in cryptic ways (Node 20 cannot run the .ts sources: ERR_UNKNOWN_FILE_EXTENSION),
// so this says first which version is needed, which one was found, and how to get the right one.
// Plain JavaScript that Node 18 and 20 can run, with no dependencies: it runs before any exist.
// The version to check may be given as an argument (tests do: `node check-node-version.mjs v20.11.1`).
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const range = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
const nvmrc = readFileSync(new URL('.nvmrc', root), 'utf8').trim();

/** `v20.11.1` or `20.11` as [major, minor, patch]. */
function parseVersion(text) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a version: ${text}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/**
 * Whether a version satisfies an engines range of the simple forms package.json uses here:
 * comparators (`>=24 <25`, `>=24.1`, `24`) joined by spaces, alternatives by `||`.
 */
function satisfies(version, rangeText) {
  return rangeText.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, operator, wanted] = /^(>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
        const order = compare(version, parseVersion(wanted));
        if (operator === '>=') return order >= 0;
        if (operator === '>') return order > 0;
        if (operator === '<=') return order <= 0;
        if (operator === '<') return order < 0;
        // A bare major (`24`) or major.minor means any version within it.
        const parts = wanted.replace(/^v/, '').split('.').length;
        return parseVersion(wanted)
          .slice(0, parts)
          .every((part, i) => part === version[i]);
      }),
  );
}

const found = process.argv[2] ?? process.version;
if (!satisfies(parseVersion(found), range)) {
  const lines = [
    '',
    `This project needs Node.js ${nvmrc} (package.json engines: "${range}"), but found Node.js ${found}` +
      (process.argv[2] ? '.' : ` (${process.execPath}).`),
    '',
    `Install Node.js ${nvmrc}, then run the command again:`,
    `  - with nvm:  nvm install && nvm use   (both read .nvmrc: ${nvmrc})`,
    `  - or download Node.js ${nvmrc} from https://nodejs.org/en/download`,
    '',
  ];
  console.error(lines.join('\n'));
  process.exit(1);
}
