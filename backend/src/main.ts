// Starts the server: configuration, database and migrations, then listen. Stops gracefully on
// SIGTERM/SIGINT: no new connections, in-flight requests finish, the ORM closes, and the
// process exits within SHUTDOWN_TIMEOUT_MS (9 s by default, under the usual 10 s grace).
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { createHttpServer } from './adapters/http/http-server.ts';
import type { AnswerPages } from './adapters/site/answer-pages.ts';
import { compose } from './composition/container.ts';
import { type Config, ConfigError, loadServerConfig } from './config.ts';
import { databaseLocation, startLine } from './start-line.ts';

export interface RunningServer {
  readonly server: Server;
  readonly url: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: { site?: RequestHandler; pages?: AnswerPages; adminShell?: RequestHandler } = {},
): Promise<RunningServer> {
  const composition = await compose(config, options);
  const { app, logger } = composition;
  const server = createHttpServer(app, config.http, logger);
  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error) => {
    await composition.close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  logger.info(
    { url, database: config.database.kind, databaseLocation: databaseLocation(config.database) },
    'server listening',
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('stopping: finishing in-flight requests');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections with no request in flight would hold close() open.
        server.closeIdleConnections();
      });
      await composition.close();
    })();
    return stopping;
  };
  return { server, url, stop };
}

/** Reads the environment, starts, and stops on SIGTERM/SIGINT; exits on a bad configuration. */
export async function runServer(
  options: { site?: RequestHandler; pages?: AnswerPages; adminShell?: RequestHandler } = {},
): Promise<RunningServer> {
  let config: Config;
  try {
    config = loadServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let running: RunningServer;
  try {
    running = await startServer(config, options);
  } catch (error) {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // For the person who ran `npm start`: at once, in words, where the site is.
  console.log(startLine(running.url, config.database));
  const onSignal = (signal: NodeJS.Signals) => {
    const deadline = setTimeout(() => {
      console.error(`Stop took longer than ${config.shutdownTimeoutMs} ms; exiting anyway.`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stop failed after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return running;
}

if (import.meta.main) await runServer();
