import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, requestLogOptions } from '../../src/http/request-log';
import { loggerOptions, redactUrl } from '../../src/logger';

/** The server's logger options at level info, writing each line into `lines` instead of stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions({ log: { level: 'info', pretty: false } });
  return { lines, logger: { ...(options as object), stream } };
}

describe('request logs', () => {
  it('never hold a participant token, an OAuth code or state', async () => {
    const { lines, logger } = capturedLogger();
    const app = Fastify({ logger });
    app.get('/api/participant/meeting', async () => ({ ok: true }));
    app.get('/calendar/callback', async () => 'page');
    await app.inject({ method: 'GET', url: '/api/participant/meeting?token=Secret-Token-123&week=2' });
    await app.inject({ method: 'GET', url: '/calendar/callback?code=Auth-Code-9&STATE=State-7' });
    await app.close();

    const logged = lines.join('');
    expect(logged).toContain('/api/participant/meeting?token=[redacted]&week=2');
    expect(logged).toContain('code=[redacted]&STATE=[redacted]');
    for (const secret of ['Secret-Token-123', 'Auth-Code-9', 'State-7']) expect(logged).not.toContain(secret);
  });

  it('are one line per request with route, status, duration, request id and user, never a token', async () => {
    const { lines, logger } = capturedLogger();
    const app = Fastify({ logger, ...requestLogOptions });
    app.decorateRequest('currentUser', null);
    registerRequestLog(app);
    app.get('/api/participant/meeting', async () => ({ ok: true }));
    app.get('/api/invitations/:token', async () => ({ ok: true }));
    app.get(
      '/api/me',
      {
        preHandler: async (request) => {
          request.currentUser = { id: 'user-7' } as NonNullable<typeof request.currentUser>;
        },
      },
      async () => ({ ok: true }),
    );
    const answers = [
      await app.inject({ url: '/api/participant/meeting?token=Secret-Token-123' }),
      await app.inject({ url: '/api/invitations/Invite-Token-456' }),
      await app.inject({ url: '/api/me', headers: { authorization: 'Bearer Api-Key-789' } }),
      await app.inject({ method: 'POST', url: '/nowhere/Lost-Token-000?code=Auth-Code-9' }),
    ];
    await app.close();

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = logged.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(logged.length);
    expect(requests.map(({ method, route, status, userId }) => ({ method, route, status, userId }))).toEqual([
      { method: 'GET', route: '/api/participant/meeting', status: 200, userId: undefined },
      { method: 'GET', route: '/api/invitations/:token', status: 200, userId: undefined },
      { method: 'GET', route: '/api/me', status: 200, userId: 'user-7' },
      { method: 'POST', route: null, status: 404, userId: undefined },
    ]);
    expect(requests.every((line) => typeof line.durationMs === 'number')).toBe(true);
    expect(requests.map((line) => line.reqId)).toEqual(answers.map((a) => a.headers['x-request-id']));
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(4);
    const text = lines.join('');
    for (const secret of [
      'Secret-Token-123',
      'Invite-Token-456',
      'Api-Key-789',
      'Lost-Token-000',
      'Auth-Code-9',
    ])
      expect(text).not.toContain(secret);
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/meetings/42')).toBe('/api/meetings/42');
    expect(redactUrl('/pricing?plan=team&tokens=3')).toBe('/pricing?plan=team&tokens=3');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });
});
