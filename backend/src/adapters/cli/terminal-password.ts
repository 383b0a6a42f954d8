// Reading a password from the terminal without echoing it, or from a pipe.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

async function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    // Ctrl-D (or Ctrl-C) closes the interface without an answer: a promise left waiting would
    // end the process with Node's "unsettled top-level await" warning instead of a message.
    return await new Promise<string>((resolve, reject) => {
      let answered = false;
      rl.once('close', () => {
        if (!answered) reject(new PasswordNotGivenError());
      });
      rl.question('', (answer) => {
        answered = true;
        resolve(answer);
      });
    });
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // Nothing at all on the pipe (a closed stdin) is no password, not an empty one.
  if (chunks.length === 0) throw new PasswordNotGivenError();
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Password again: ');
  if (first !== second) throw new PasswordsDifferError('The two passwords differ; nothing was changed.');
  return first;
}

/** The password could not be read: the command refuses, changing nothing. */
export class PasswordInputError extends Error {
  override name = 'PasswordInputError';
}

export class PasswordsDifferError extends PasswordInputError {
  override name = 'PasswordsDifferError';
}

export class PasswordNotGivenError extends PasswordInputError {
  override name = 'PasswordNotGivenError';
  constructor() {
    super('No password was given (the input ended); nothing was changed.');
  }
}
