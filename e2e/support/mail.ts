// The e-mails the server sent, as a customer's mail app would read them: without SMTP_URL the
// server writes each message as an .eml file under DATA_DIR/mail (E2E_MAIL_DIR, set by e2e/run.ts),
// and mailparser reads it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

export const mailDir = process.env.E2E_MAIL_DIR;

async function parsedMessages(): Promise<ParsedMail[]> {
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set');
  const files = await readdir(mailDir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => simpleParser(await readFile(path.join(mailDir, file)))),
  );
}

/** Waits for the one message to `address` whose subject matches, and answers it parsed. */
export async function deliveredMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await parsedMessages()).filter(
          (mail) =>
            mail.to &&
            !Array.isArray(mail.to) &&
            mail.to.value.some((to) => to.address === address) &&
            subject.test(mail.subject ?? ''),
        );
        return found.length;
      },
      { message: `one e-mail to ${address} with a subject matching ${subject}`, timeout: 15_000 },
    )
    .toBe(1);
  return found[0] as ParsedMail;
}

/** 'Tue, Nov 24, 2026', as the e-mails say a date. */
export function mailDateLabel(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
