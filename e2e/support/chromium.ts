// The machine's Chromium: CHROME_PATH, else the Debian package's /usr/bin/chromium. The suite
// never downloads a browser; without one it fails, saying how to get one.
import { accessSync, constants } from 'node:fs';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export class ChromiumMissing extends Error {
  override name = 'ChromiumMissing';
}

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const candidate = env.CHROME_PATH || '/usr/bin/chromium';
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    throw new ChromiumMissing(
      [
        `No Chromium found at ${candidate}${env.CHROME_PATH ? ' (CHROME_PATH)' : ''}: the end-to-end suite needs one.`,
        'Install it, then run again:',
        '  Debian/Ubuntu:            apt-get install -y chromium',
        '  a laptop with internet:   npx playwright install chromium, then set CHROME_PATH to its executable',
        'or point CHROME_PATH at any Chromium or Chrome executable.',
      ].join('\n'),
    );
  }
}
