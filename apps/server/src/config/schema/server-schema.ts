import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../paths';
import { booleanFlag, port, positiveInt, wholeNumber } from '../setting-values';

/** Where the server listens and stores, how it logs, and the limits on its own work. */
export const serverSchema = {
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'use an absolute URL such as https://overlap.example.com' }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'use a postgres:// URL, or leave it unset for the embedded database')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  WAITLIST_RATE_LIMIT_PER_MINUTE: positiveInt('use a positive whole number of requests').default(10),
  API_KEY_RATE_LIMIT_PER_MINUTE: positiveInt('use a positive whole number of requests').default(120),
  SHUTDOWN_TIMEOUT_MS: positiveInt('use a positive number of milliseconds').default(10_000),
  SHUTDOWN_DRAIN_MS: wholeNumber('use a whole number of milliseconds (0: no draining)').default(0),
  RANKING_THREADS: wholeNumber('use a whole number of threads (0 ranks on the main thread)')
    .max(64, 'use at most 64 threads')
    .default(Math.min(4, Math.max(1, availableParallelism() - 1))),
  RANKING_QUEUE_MAX: positiveInt('use a positive whole number of waiting rankings').default(64),
  RANKING_INLINE_BELOW: wholeNumber('use a whole number of participants and intervals').default(2000),
  RANKING_NOTICES: booleanFlag.default(true),
  // pg-boss looks no more often than every half second.
  JOB_POLL_SECONDS: z.coerce
    .number({ error: 'use a number of seconds between 0.5 and 60' })
    .min(0.5, 'use a number of seconds between 0.5 and 60')
    .max(60, 'use a number of seconds between 0.5 and 60')
    .default(2),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'use the OTLP/HTTP collector address, such as http://otel-collector:4318',
    })
    .optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('overlap'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'use at least 16 characters (openssl rand -hex 24); leave it unset to turn /metrics off')
    .optional(),
};

/** Settings for tests and the process's environment, read last. */
export const testingSchema = {
  TEST_CLOCK_HEADER: booleanFlag.default(false),
  NODE_ENV: z.string().optional(),
};
