import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENT_SCHEMAS } from '@overlap/contracts/schemas';

/** Why a body is not what the OpenAPI document's `webhooks` section describes, or null when it is. */
function undescribed(body: string): string | null {
  let parsed: { type?: string };
  try {
    parsed = JSON.parse(body) as { type?: string };
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
  const schema = WEBHOOK_EVENT_SCHEMAS[parsed.type as keyof typeof WEBHOOK_EVENT_SCHEMAS];
  if (!schema) return `no schema for type ${String(parsed.type)}`;
  const checked = schema.safeParse(parsed);
  return checked.success
    ? null
    : `${parsed.type}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
}

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When the request arrived and when its answer went out (ms since epoch, this process). */
  arrivedAt: number;
  answeredAt: number | null;
}

export interface Answer {
  status: number;
  body?: string;
  /** Holds the answer back this long. */
  delayMs?: number;
}

/**
 * A webhook receiver on a loopback address: records every request and answers 200, or the answers queued for
 * a path with `answerNext` (a 500, a slow answer) first.
 */
export async function startWebhookReceiver(host = '127.0.0.1') {
  const received: ReceivedWebhook[] = [];
  /** Bodies the document does not describe, with the reason: a test fails on any. */
  const notDescribed: string[] = [];
  const queued = new Map<string, Answer[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const entry: ReceivedWebhook = {
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        arrivedAt: Date.now(),
        answeredAt: null,
      };
      received.push(entry);
      const problem = undescribed(entry.body);
      if (problem) notDescribed.push(problem);
      const answer = queued.get(path)?.shift() ?? { status: 200, body: 'ok' };
      setTimeout(() => {
        entry.answeredAt = Date.now();
        response.writeHead(answer.status, { 'content-type': 'text/plain' });
        response.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://${host}:${port}${path}`,
    received,
    notDescribed,
    at: (path: string) => received.filter((r) => r.path === path),
    answerNext(path: string, ...answers: Answer[]) {
      queued.set(path, [...(queued.get(path) ?? []), ...answers]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
