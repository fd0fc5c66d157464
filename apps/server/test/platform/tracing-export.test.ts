import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { inSpan } from '../../src/lib/tracing/spans';
import { startTracing } from '../../src/lib/tracing/start-tracing';

it('sends spans over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, under OTEL_SERVICE_NAME', async () => {
  const received: { path: string; type: string; body: string }[] = [];
  const collector = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        type: String(request.headers['content-type']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  try {
    const config = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`,
      OTEL_SERVICE_NAME: 'overlap-collector-test',
    });
    const tracing = await startTracing({
      endpoint: config.tracing.endpoint!,
      serviceName: config.tracing.serviceName,
    });
    await inSpan('exported work', { 'overlap.check': 1 }, async () => undefined);
    await tracing.shutdown();
    expect(received.map((r) => r.path)).toEqual(['/v1/traces']);
    expect(received[0]!.body).toContain('overlap-collector-test');
    expect(received[0]!.body).toContain('exported work');
  } finally {
    await new Promise((resolve) => collector.close(resolve));
  }
});

it('has no tracing without OTEL_EXPORTER_OTLP_ENDPOINT, and refuses one that is not a URL', () => {
  expect(loadConfig({}).tracing).toEqual({ endpoint: null, serviceName: 'overlap' });
  expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
    /OTEL_EXPORTER_OTLP_ENDPOINT="collector:4318": use the OTLP\/HTTP collector address/,
  );
});
