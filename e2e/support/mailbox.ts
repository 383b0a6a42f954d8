// The e-mails the server wrote: without SMTP_URL the delivery worker writes each as an .eml file
// under DATA_DIR/mail (run.ts passes that folder as E2E_MAIL_DIR). Read as a mail app reads them
// (mailparser), found by recipient and subject.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

export interface ReadMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export function mailDirectory(): string {
  const directory = process.env.E2E_MAIL_DIR;
  if (!directory) throw new Error('E2E_MAIL_DIR is not set: run the journeys with node e2e/run.ts');
  return directory;
}

async function readAll(): Promise<ReadMail[]> {
  const directory = mailDirectory();
  const names = await readdir(directory).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const mail = await simpleParser(await readFile(path.join(directory, name)));
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
        return { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' };
      }),
  );
}

/** Waits for the one e-mail to `to` whose subject matches, as the worker delivers it. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReadMail> {
  let found: ReadMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readAll()).filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
        return found.length;
      },
      { message: `an e-mail to ${to} with a subject like ${subject}`, timeout: 20_000 },
    )
    .toBe(1);
  return found[0] as ReadMail;
}

/** The "My booking" link in an e-mail's text. */
export function myBookingLink(mail: ReadMail): URL {
  const match = /https?:\/\/\S+\/my-booking\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no My booking link in: ${mail.text}`);
  return new URL(match[0]);
}
