import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { calDavConnector, errorCode } from './support/caldav-connect';
import { startRadicale } from '../support/radicale';

const connectTo = calDavConnector();

describe('connecting to what is not a working CalDAV account', () => {
  it('reports a wrong password (Radicale checks it)', async () => {
    const radicale = await startRadicale();
    try {
      expect(await errorCode(connectTo(radicale, { password: 'wrong' }))).toBe('wrong-credentials');
    } finally {
      await radicale.stop();
    }
  });

  it('reports a server that is not CalDAV', async () => {
    const plain: Server = createServer((_req, res) => res.writeHead(404).end('no'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const port = (plain.address() as AddressInfo).port;
    try {
      expect(
        await errorCode(
          connectTo(
            { url: `http://127.0.0.1:${port}/`, username: 'ana', password: 'x' },
            { userZone: 'UTC' },
          ),
        ),
      ).toBe('not-caldav');
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('reports an unreachable server', async () => {
    expect(
      await errorCode(
        connectTo({ url: 'http://127.0.0.1:9/', username: 'ana', password: 'x' }, { userZone: 'UTC' }),
      ),
    ).toBe('unreachable');
  });
});
