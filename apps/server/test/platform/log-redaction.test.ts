import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../../src/logger';

describe('request logs', () => {
  it('never hold a participant token, an OAuth code or state', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ log: { level: 'info', pretty: false } });
    const app = Fastify({ logger: { ...(options as object), stream } });
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

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/meetings/42')).toBe('/api/meetings/42');
    expect(redactUrl('/pricing?plan=team&tokens=3')).toBe('/pricing?plan=team&tokens=3');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });
});
