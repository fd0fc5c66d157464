import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/env';

/** Query parameters that act as keys: a participant's link token, an OAuth code or state. */
const SECRET_QUERY_PARAMS = new Set(['token', 'code', 'state']);

/** The URL with the values of secret query parameters replaced, so request logs never hold a working link. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_PARAMS.has(decodeURIComponentSafe(name).toLowerCase())
        ? `${name}=[redacted]`
        : pair;
    });
  return `${url.slice(0, queryAt)}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | undefined;
}

/** Structured JSON logs; secrets in headers, URLs and known credential fields are redacted. */
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
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(config.log.pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}
