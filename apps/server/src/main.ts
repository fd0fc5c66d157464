import './config/node-version-gate';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { DatabaseInUseError } from './db/pglite-lock';
import { createDrainState } from './http/drain-state';
import { surviveDatabaseBlips } from './lib/process/database-blips';
import { startTracing } from './lib/tracing/start-tracing';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `${error.message}\nFix the variables above (see the configuration table in docs/self-hosting.md).`,
      );
      process.exit(1);
    }
    throw error;
  }

  // Installed before anything is built, so that every span has somewhere to go.
  const tracing = config.tracing.endpoint
    ? await startTracing({ endpoint: config.tracing.endpoint, serviceName: config.tracing.serviceName })
    : null;
  const database = await openDatabase(config);
  const drain = createDrainState();
  let app;
  try {
    app = await buildApp({ config, database, drain });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nSee "Several instances" in docs/self-hosting.md.`);
      await database.close();
      process.exit(1);
    }
    throw error;
  }

  surviveDatabaseBlips((error) =>
    app.log.warn({ err: error }, 'a database call nobody waited for failed: the database is out of reach'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    drain.begin();
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining (not ready)');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      await tracing?.shutdown();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.driver },
    `Overlap is running at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error('Overlap failed to start:', error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
