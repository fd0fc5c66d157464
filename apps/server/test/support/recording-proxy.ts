import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback proxy in front of a real server that records each request, and can be told to fail. */
export interface RecordingProxy {
  url: string;
  requests: { method: string; path: string; body: string }[];
  /** Answers every request with this status until set back to null. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const proxy: RecordingProxy = {
    url: '',
    requests: [],
    failWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      proxy.requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', body });
      if (proxy.failWith !== null) {
        res.writeHead(proxy.failWith).end();
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers[name] = value;
      }
      fetch(new URL(req.url ?? '/', target), {
        method: req.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      })
        .then(async (answer) => {
          const content = Buffer.from(await answer.arrayBuffer());
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
              out[name] = value;
          });
          res.writeHead(answer.status, out).end(content);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return proxy;
}
