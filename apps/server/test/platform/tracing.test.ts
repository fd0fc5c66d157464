import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installTracing } from '../../src/lib/tracing/start-tracing';
import { signedInUser } from '../auth/support/signed-in-user';
import { waitFor } from '../jobs/support/wait-for';
import { createdMeeting, tokenOf } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

// Tracing installed as main.ts does, with the spans kept in memory instead of sent over OTLP.
const exporter = new InMemorySpanExporter();
let tracing: Awaited<ReturnType<typeof installTracing>>;
let t: TestApp;
beforeAll(async () => {
  tracing = await installTracing(new SimpleSpanProcessor({ exporter }), 'overlap-test');
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await tracing.shutdown();
});

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

it('traces a request by its route, continues the caller’s trace, and nests the ranking and the jobs', async () => {
  const organizer = await signedInUser(t, 'olga.traced@example.com', 'Olga Organizer');
  const meeting = await createdMeeting(t, organizer.headers);
  const link = tokenOf(meeting.participants[0].link);
  await t.app.inject({ url: `/api/participant/meeting?token=${link}` });
  const suggestions = await t.app.inject({
    url: `/api/meetings/${meeting.id}/suggestions`,
    headers: { ...organizer.headers, traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
  });
  expect(suggestions.statusCode).toBe(200);
  await waitFor(
    () => exporter.getFinishedSpans().some((span) => span.name === 'job send-email'),
    20_000,
    'an e-mail job span',
  );

  const spans = exporter.getFinishedSpans();
  const server = spans.find((span) => span.name === 'GET /api/meetings/:id/suggestions')!;
  expect(server).toBeDefined();
  expect(server.spanContext().traceId).toBe(CALLER_TRACE);
  expect(server.parentSpanContext?.spanId).toBe(CALLER_SPAN);
  expect(server.attributes).toMatchObject({
    'http.route': '/api/meetings/:id/suggestions',
    'http.response.status_code': 200,
  });
  const ranking = spans.find((span) => span.name === 'ranking')!;
  expect(ranking.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
  expect(ranking.attributes['overlap.ranking.people']).toBe(4);
  expect(spans.map((span) => span.name)).toEqual(
    expect.arrayContaining(['POST /api/meetings', 'GET /api/participant/meeting', 'job send-email']),
  );

  // The database's statements, each a span inside the request or job that made it.
  const statements = spans.filter((span) => span.name.startsWith('db '));
  const underServer = statements.filter(
    (span) => span.parentSpanContext?.spanId === server.spanContext().spanId,
  );
  expect(underServer.map((span) => span.name)).toContain('db SELECT');
  expect(statements.map((span) => span.name)).toEqual(expect.arrayContaining(['db INSERT', 'db UPDATE']));
  expect(statements.every((span) => span.parentSpanContext?.spanId)).toBe(true);
  expect(['postgresql', 'pglite']).toContain(underServer[0]!.attributes['db.system.name']);

  const recorded = JSON.stringify(spans.map((span) => [span.name, span.attributes]));
  for (const personal of [link, meeting.id, 'olga.traced', 'ana@example.com']) {
    expect(recorded).not.toContain(personal);
  }
});
