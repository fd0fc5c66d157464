import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyCalls } from '../api-keys/support/pinned-keys';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { dataOf, typedClient } from '../support/typed-client';

// An agent session end to end: the SDK's own client over Streamable HTTP against a listening server,
// authenticated by an API key. The request's window lies in 2030, beyond the real clock.
let t: TestApp;
let url: URL;
let writer: string;
let reader: string;

beforeAll(async () => {
  t = await startTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '200' });
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  const olga = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  writer = (await keyCalls(() => t).createKey(olga, 'Agent')).key;
  reader = (await keyCalls(() => t).createKey(olga, 'Read-only agent', ['meetings:read'])).key;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
});
afterAll(() => t.close());

async function agent(key: string): Promise<Client> {
  const client = new Client({ name: 'overlap-test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  return client;
}

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };
const text = (answer: unknown) => (answer as ToolAnswer).content.map((c) => c.text).join('\n');
const json = <T>(answer: unknown) => JSON.parse(text(answer)) as T;

describe('the MCP endpoint', () => {
  it('lets an agent create a request, read its status and suggestions, remind and book it', async () => {
    const client = await agent(writer);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'book_meeting',
      'cancel_meeting',
      'create_meeting_request',
      'get_meeting_status',
      'get_suggestions',
      'remind_participants',
    ]);
    const create = tools.find((tool) => tool.name === 'create_meeting_request')!;
    // The schema is the API's own: its required fields and their limits.
    expect(create.inputSchema.required).toEqual(
      expect.arrayContaining(['title', 'durationMinutes', 'participants', 'windowStart', 'windowEnd']),
    );

    const created = await client.callTool({
      name: 'create_meeting_request',
      arguments: {
        title: 'Agent planning',
        durationMinutes: 30,
        participants: [
          { email: 'ana@example.com', name: 'Ana', required: true },
          { email: 'ben@example.com', name: 'Ben', required: false },
        ],
        windowStart: '2030-04-01T00:00:00Z',
        windowEnd: '2030-04-06T00:00:00Z',
        allowedWeekdays: [1, 2, 3, 4, 5],
        organizerZone: 'Europe/Berlin',
      },
    });
    expect((created as ToolAnswer).isError).toBeFalsy();
    const meeting = json<{ id: string; status: string; people: { name: string; answered: string }[] }>(
      created,
    );
    expect(meeting).toMatchObject({ status: 'collecting' });
    expect(meeting.people.map((p) => [p.name, p.answered])).toEqual([
      ['Ana', 'invited'],
      ['Ben', 'invited'],
    ]);
    // No personal link reaches the agent.
    expect(text(created)).not.toContain('token=');

    const status = json<{ title: string }>(
      await client.callTool({ name: 'get_meeting_status', arguments: { meetingId: meeting.id } }),
    );
    expect(status.title).toBe('Agent planning');

    const suggestions = json<{ waitingFor: string[]; slots: { start: number; startIso: string }[] }>(
      await client.callTool({ name: 'get_suggestions', arguments: { meetingId: meeting.id, limit: 3 } }),
    );
    expect(suggestions.waitingFor).toEqual(['Ana', 'Ben']);
    expect(suggestions.slots).toHaveLength(3);
    expect(suggestions.slots[0]!.startIso).toMatch(/^2030-04-0[1-5]T/);

    const reminded = json<{ reminded: number }>(
      await client.callTool({ name: 'remind_participants', arguments: { meetingId: meeting.id } }),
    );
    expect(reminded.reminded).toBe(2);

    const booked = json<{ status: string; chosenStart: string }>(
      await client.callTool({
        name: 'book_meeting',
        arguments: { meetingId: meeting.id, start: suggestions.slots[0]!.start },
      }),
    );
    expect(booked).toMatchObject({ status: 'scheduled', chosenStart: suggestions.slots[0]!.startIso });
    // Read back through the API the web app uses.
    const detail = await typedClient(t.app, writer).GET('/api/v1/meetings/{id}', {
      params: { path: { id: meeting.id } },
    });
    expect(dataOf(detail).status).toBe('scheduled');

    const cancelled = json<{ status: string }>(
      await client.callTool({
        name: 'cancel_meeting',
        arguments: { meetingId: meeting.id, reason: 'Plans changed' },
      }),
    );
    expect(cancelled.status).toBe('cancelled');
    await client.close();
  });

  it('refuses a writing tool to a meetings:read key, with the API’s reason, and lets it read', async () => {
    const client = await agent(reader);
    const refused = await client.callTool({
      name: 'create_meeting_request',
      arguments: {
        title: 'Not allowed',
        durationMinutes: 30,
        participants: [{ email: 'ana@example.com' }],
        windowStart: '2030-04-01T00:00:00Z',
        windowEnd: '2030-04-06T00:00:00Z',
        allowedWeekdays: [1, 2, 3, 4, 5],
        organizerZone: 'Europe/Berlin',
      },
    });
    expect((refused as ToolAnswer).isError).toBe(true);
    expect(text(refused)).toContain('403 api_key_scope_missing');
    const list = dataOf(await typedClient(t.app, writer).GET('/api/v1/meetings'));
    expect(list.items.map((m) => m.title)).not.toContain('Not allowed');
    await client.close();
  });

  it('gives a tool’s bad input back as the schema’s message, and refuses a missing or unknown key', async () => {
    const client = await agent(writer);
    const bad = await client.callTool({ name: 'book_meeting', arguments: { meetingId: 'nope', start: 1 } });
    expect((bad as ToolAnswer).isError).toBe(true);
    expect(text(bad)).toContain('meetingId must be the meeting’s id');
    await client.close();

    for (const authorization of [
      undefined,
      'Bearer ovl_live_abcdefgh_notarealkeynotarealkeynotarealkeynotreal',
    ]) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status).toBe(401);
    }
    expect((await fetch(url)).status).toBe(405);
  });
});
