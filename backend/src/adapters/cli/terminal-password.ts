// Reading a password from the terminal without echoing it, or from a pipe.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

async function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Password again: ');
  if (first !== second) throw new PasswordsDifferError('The two passwords differ; nothing was changed.');
  return first;
}

export class PasswordsDifferError extends Error {
  override name = 'PasswordsDifferError';
}
