// Without SITE_URL, the server's public address is this machine on PORT: every link in every
// e-mail (the My booking link, the site's pages) names the port the server listens on, never a
// default one it does not.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, businessDateAt } from '@dumpster/domain';
import { afterAll, expect, it } from 'vitest';
import { migratedDataDir } from './test-support/pglite-template.ts';
import { bookingBody } from './test-support/requests.ts';
import { type ServerProcess, startServerProcess } from './test-support/server-process.ts';
import { openDayOnOrAfter } from './test-support/test-calendars.ts';

const today = businessDateAt(new Date());
let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('writes links to the port it listens on when SITE_URL is unset', { timeout: 90_000 }, async () => {
  dataDir = await migratedDataDir('links-follow-port-');
  server = await startServerProcess({ env: { DATA_DIR: dataDir, SITE_URL: '', SMTP_URL: '' } });
  const res = await fetch(`${server.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(
      bookingBody({
        deliveryDate: openDayOnOrAfter(addDays(today, 4)),
        pickupDate: openDayOnOrAfter(addDays(today, 10)),
      }),
    ),
  });
  expect(res.status, await res.clone().text()).toBe(201);

  // Without SMTP_URL each e-mail is a file under DATA_DIR/mail: the confirmation and the notice.
  const mailDir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 30_000;
  const files = () =>
    existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
  while (files().length < 2 && Date.now() < deadline) await sleep(100);
  expect(files()).toHaveLength(2);

  // Quoted-printable soft line breaks and `=3D` undone, so a link reads as one string.
  const text = files()
    .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const links = [...text.matchAll(/https?:\/\/localhost(:\d+)?[^\s"'<>)]*/g)].map((match) => match[0]);
  expect(links.some((link) => link.includes('/my-booking/'))).toBe(true);
  for (const link of links) expect(link).toMatch(new RegExp(`^http://localhost:${server.port}/`));
});
