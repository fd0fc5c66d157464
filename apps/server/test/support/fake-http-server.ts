import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received, as the tests inspect it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a fake answers instead, for the next requests under a path (a provider's failure). */
export interface CannedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What every fake provider offers its tests: its address, what it received, and failures on demand. */
export interface FakeHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers the next `times` requests whose path starts with `pathPrefix` with this instead. */
  failNext(pathPrefix: string, answer: CannedAnswer, times?: number): void;
  /**
   * Holds the next `method` request under `pathPrefix` unanswered until `release()`, to make a race
   * happen on purpose; `arrived` resolves once it is held, `answered` once it is let through and answered.
   */
  holdNext(
    method: string,
    pathPrefix: string,
  ): { arrived: Promise<void>; release(): void; answered: Promise<void> };
  close(): Promise<void>;
}

interface HeldRequest {
  method: string;
  pathPrefix: string;
  arrive: () => void;
  released: Promise<void>;
  answer: () => void;
}

/** Writes a JSON answer with the content type the provider uses. */
export function sendJson(
  res: ServerResponse,
  contentType: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': contentType, ...headers }).end(JSON.stringify(body));
}

/**
 * A local HTTP server on a free port that records every request, answers queued failures first, and
 * hands the rest (with the whole body read) to `handle`.
 */
export async function startFakeHttpServer(
  contentType: string,
  handle: (req: IncomingMessage, res: ServerResponse, body: string, url: URL) => void,
): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const failures: { pathPrefix: string; times: number; answer: CannedAnswer }[] = [];
  const holds: HeldRequest[] = [];
  const receive = async (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const index = holds.findIndex((h) => h.method === req.method && url.pathname.startsWith(h.pathPrefix));
    const [hold] = index >= 0 ? holds.splice(index, 1) : [];
    if (hold) {
      hold.arrive();
      await hold.released;
      res.once('finish', hold.answer);
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    const failure = failures.find(
      (candidate) => url.pathname.startsWith(candidate.pathPrefix) && candidate.times > 0,
    );
    if (failure) {
      failure.times--;
      return sendJson(
        res,
        contentType,
        failure.answer.status,
        failure.answer.body ?? {},
        failure.answer.headers,
      );
    }
    handle(req, res, body, url);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void receive(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext(pathPrefix, answer, times = 1) {
      failures.push({ pathPrefix, answer, times });
    },
    holdNext(method, pathPrefix) {
      let arrive = () => {};
      let release = () => {};
      let answer = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const answered = new Promise<void>((resolve) => (answer = resolve));
      holds.push({ method, pathPrefix, arrive, released, answer });
      return { arrived, release, answered };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
