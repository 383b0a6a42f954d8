// The Twilio library is large: a server without Twilio settings never loads it, and one with them
// loads it on its first send, not at start. Checked in a fresh Node process, whose module cache
// holds exactly what the code under test loaded.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { FileTextSender } from './file-text-sender.ts';
import { textSenderFrom } from './text-sender-from-config.ts';
import { TwilioTextSender } from './twilio-text-sender.ts';

const run = promisify(execFile);
const here = import.meta.dirname;
const twilioEnv = {
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'f'.repeat(32),
  TWILIO_FROM: '+19045550100',
};
const context = { logger: pino({ level: 'silent' }), clock: { now: () => new Date() } };

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'text-sender-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the module text in a fresh process; it prints whether the twilio package was loaded. */
async function inFreshProcess(body: string): Promise<Record<string, boolean>> {
  const script = `
    import { createRequire } from 'node:module';
    const require = createRequire(${JSON.stringify(path.join(here, 'probe.js'))});
    const twilioLoaded = () => Object.keys(require.cache).some((file) => file.includes('/node_modules/twilio/'));
    const { textSenderFrom } = await import(${JSON.stringify(path.join(here, 'text-sender-from-config.ts'))});
    const { TwilioTextSender } = await import(${JSON.stringify(path.join(here, 'twilio-text-sender.ts'))});
    const silent = { info() {}, warn() {}, error() {} };
    const seen = {};
    ${body}
    console.log(JSON.stringify(seen));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(here, '../../..'),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, boolean>;
}

describe('textSenderFrom', () => {
  it('writes files without Twilio settings, under DATA_DIR/texts', async () => {
    const sender = textSenderFrom(loadConfig({ DATA_DIR: dataDir }).texts, context);
    expect(sender).toBeInstanceOf(FileTextSender);
    await sender.send({ to: '+19045550142', body: 'Coastal Haul: hello', reference: 'one' });
    expect(await readdir(path.join(dataDir, 'texts'))).toEqual(['one.txt']);
  });

  it('sends through Twilio with them', () => {
    expect(textSenderFrom(loadConfig(twilioEnv).texts, context)).toBeInstanceOf(TwilioTextSender);
  });

  it('never loads the twilio package without Twilio settings, and with them only on the first send', async () => {
    const seen = await inFreshProcess(`
      const files = textSenderFrom({ twilio: null, fileDirectory: ${JSON.stringify(path.join(dataDir, 'texts'))} },
        { logger: silent, clock: { now: () => new Date() } });
      await files.send({ to: '+19045550142', body: 'Coastal Haul: hello', reference: 'a' });
      seen.afterFileSend = twilioLoaded();
      const twilio = textSenderFrom({ twilio: { accountSid: 'AC${'1'.repeat(32)}', authToken: '${'f'.repeat(32)}',
        sender: { from: '+19045550100' } }, fileDirectory: '' }, { logger: silent, clock: { now: () => new Date() } });
      seen.afterTwilioMade = twilioLoaded();
      const unreachable = new TwilioTextSender({ accountSid: 'AC${'1'.repeat(32)}', authToken: '${'f'.repeat(32)}',
        sender: { from: '+19045550100' }, apiOrigin: 'http://127.0.0.1:9', timeoutMs: 2000 });
      seen.sendFailedSoftly = (await unreachable.send({ to: '+19045550142', body: 'x', reference: 'b' })).ok === false;
      seen.afterTwilioSend = twilioLoaded();
      await twilio.close();
      await unreachable.close();
    `);
    expect(seen).toEqual({
      afterFileSend: false,
      afterTwilioMade: false,
      sendFailedSoftly: true,
      afterTwilioSend: true,
    });
  });
});
