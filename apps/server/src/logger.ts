import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/env';

/** Structured JSON logs; secrets in headers and known credential fields are redacted. */
export function loggerOptions(config: Pick<Config, 'log'>): FastifyServerOptions['logger'] {
  return {
    level: config.log.level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refreshToken',
        '*.accessToken',
        '*.credentials',
      ],
      censor: '[redacted]',
    },
    ...(config.log.pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}
