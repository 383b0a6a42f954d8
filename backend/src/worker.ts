// `npm run worker`: the e-mail delivery worker alone, without the HTTP server (docs/operations.md,
// "E-mail"). On PostgreSQL any number may run beside the app instances; they share the outbox
// through its claim. Stops on SIGTERM/SIGINT: sends in flight finish, the rest stays queued.
import { compose } from './composition/container.ts';
import { type Config, ConfigError, loadServerConfig } from './config.ts';

export async function runWorker(): Promise<void> {
  let config: Config;
  try {
    const loaded = loadServerConfig();
    config = { ...loaded, mail: { ...loaded.mail, worker: true } };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const composition = await compose(config).catch((error: unknown) => {
    console.error('The mail worker could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
  console.log(
    `Mail worker running (${config.mail.smtpUrl ? 'SMTP' : `files in ${config.mail.fileDirectory}`}). Ctrl+C stops it.`,
  );
  const onSignal = () => {
    const deadline = setTimeout(() => process.exit(1), config.shutdownTimeoutMs);
    deadline.unref();
    composition.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stop failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

if (import.meta.main) await runWorker();
