import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';

/**
 * A receiver whose keep-alive timer fires just as the next request arrives: it answers the first
 * request on a connection and drops the connection when a second one comes on it. Webhook deliveries
 * failed this way ("socket hang up") when a test was sent a few seconds after the previous delivery.
 */
let server: Server;
let origin = '';
const requestsPerSocket = new WeakMap<Socket, number>();
const answered: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const count = (requestsPerSocket.get(request.socket) ?? 0) + 1;
    requestsPerSocket.set(request.socket, count);
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answered.push(`${request.method} ${Buffer.concat(chunks).toString('utf8')}`);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('sends again on a new connection when a pooled one turns out to be closed', async () => {
  const fetcher = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] }, timeoutMs: 3_000 });
  try {
    for (const body of ['first', 'second', 'third']) {
      const answer = await fetcher(`${origin}/hook`, { method: 'POST', body });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('thanks');
    }
    expect(answered).toEqual(['POST first', 'POST second', 'POST third']);
  } finally {
    fetcher.close();
  }
});
