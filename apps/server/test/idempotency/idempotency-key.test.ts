import { describe, expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { berlinWeekMeetingBody, keyCalls } from '../api-keys/support/pinned-keys';
import { dataOf, typedClient } from '../support/typed-client';

// Late on the Friday before Europe's clocks change; every request is pinned to it.
const NOW = '2030-03-29T23:50:00Z';
const bed = appWithPeopleForFile({ TEST_CLOCK_HEADER: 'true', API_KEY_RATE_LIMIT_PER_MINUTE: '100' });

const body = (title: string) =>
  berlinWeekMeetingBody(title, [{ email: 'ana@example.com', name: 'Ana', required: true }]);

const post = (url: string, payload: object, key?: string, headers = bed.olga.headers) =>
  bed.t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'x-overlap-test-now': NOW, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const meetingsTitled = async (title: string) =>
  (
    (
      await bed.t.app.inject({
        url: '/api/meetings',
        headers: { ...bed.olga.headers, 'x-overlap-test-now': NOW },
      })
    ).json() as {
      id: string;
      title: string;
    }[]
  ).filter((m) => m.title === title);

describe('Idempotency-Key', () => {
  it('answers a repeated create with the first answer, on the web route and under /api/v1, and makes one meeting', async () => {
    const first = await post('/api/meetings', body('Kickoff'), 'create-kickoff-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/api/meetings', body('Kickoff'), 'create-kickoff-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const { key } = await keyCalls(() => bed.t).createKey(bed.olga, 'Retrying script');
    const viaApi = await typedClient(bed.t.app, key, { 'x-overlap-test-now': NOW }).POST('/api/v1/meetings', {
      params: { header: { 'Idempotency-Key': 'create-kickoff-1' } },
      body: body('Kickoff'),
    });
    expect(viaApi.response.headers.get('idempotent-replayed')).toBe('true');
    expect(dataOf(viaApi, 201).id).toBe(first.json().id);
    expect(await meetingsTitled('Kickoff')).toHaveLength(1);

    // The answer holds personal links: it is kept sealed, never as readable text.
    const stored = (await bed.t.database.db.execute(
      `select body_sealed from idempotent_requests where key = 'create-kickoff-1'`,
    )) as unknown as { rows: { body_sealed: string }[] };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.body_sealed).not.toContain('token=');
    expect(stored.rows[0]!.body_sealed).not.toContain('Kickoff');
  });

  it('refuses the same key with another body (422), and a malformed key (400)', async () => {
    expect((await post('/api/meetings', body('Retro'), 'create-retro')).statusCode).toBe(201);
    const other = await post('/api/meetings', body('Retro, but longer'), 'create-retro');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await meetingsTitled('Retro, but longer')).toHaveLength(0);
    for (const key of ['has space', 'x'.repeat(256), 'naïve']) {
      const bad = await post('/api/meetings', body('Retro'), key);
      expect(bad.statusCode, key).toBe(400);
      expect(bad.json().fields).toHaveProperty(['Idempotency-Key']);
    }
  });

  it('frees the key of a request that failed, so the corrected request goes through', async () => {
    const broken = await post(
      '/api/meetings',
      { ...body('Planning'), durationMinutes: -5 },
      'create-planning',
    );
    expect(broken.statusCode).toBe(400);
    const fixed = await post('/api/meetings', body('Planning'), 'create-planning');
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await meetingsTitled('Planning')).toHaveLength(1);
  });

  it('makes one meeting when the same key arrives twice at once', async () => {
    const answers = await Promise.all([
      post('/api/meetings', body('Standup'), 'create-standup'),
      post('/api/meetings', body('Standup'), 'create-standup'),
    ]);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'idempotency_key_in_progress' });
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await meetingsTitled('Standup')).toHaveLength(1);
  });

  it('books and moves once per key: a repeated book or move answers as the first did', async () => {
    const created = (await post('/api/meetings', body('Review'))).json() as { id: string };
    const suggestions = await bed.t.app.inject({
      url: `/api/meetings/${created.id}/suggestions`,
      headers: { ...bed.olga.headers, 'x-overlap-test-now': NOW },
    });
    const [first, second] = (suggestions.json() as { ranking: { slots: { start: number }[] } }).ranking.slots;
    const book = await post(`/api/meetings/${created.id}/book`, { start: first!.start }, 'book-review');
    expect(book.statusCode, book.body).toBe(200);
    const bookAgain = await post(`/api/meetings/${created.id}/book`, { start: first!.start }, 'book-review');
    expect(bookAgain.headers['idempotent-replayed']).toBe('true');
    expect(bookAgain.json()).toEqual(book.json());

    const move = await post(
      `/api/meetings/${created.id}/reschedule`,
      { start: second!.start },
      'move-review',
    );
    expect(move.statusCode, move.body).toBe(200);
    const moveAgain = await post(
      `/api/meetings/${created.id}/reschedule`,
      { start: second!.start },
      'move-review',
    );
    expect(moveAgain.headers['idempotent-replayed']).toBe('true');
    const detail = await bed.t.app.inject({
      url: `/api/meetings/${created.id}`,
      headers: { ...bed.olga.headers, 'x-overlap-test-now': NOW },
    });
    // Moved once, however often the client retried: the sequence went up by one from the booking's.
    const booked = book.json() as { sequence: number };
    expect(detail.json()).toMatchObject({
      sequence: booked.sequence + 1,
      chosenStart: new Date(second!.start).toISOString(),
    });
  });

  it('is named in the OpenAPI document on exactly the writes that honour it', async () => {
    const doc = (await bed.t.app.inject('/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>
      >;
    };
    const withKey = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
      .map((op) => op.operationId)
      .sort();
    expect(withKey).toEqual(['bookMeeting', 'createMeeting', 'rescheduleMeeting']);
  });

  it('without the header, two creates are two meetings, as before', async () => {
    await post('/api/meetings', body('Lunch'));
    await post('/api/meetings', body('Lunch'));
    expect(await meetingsTitled('Lunch')).toHaveLength(2);
  });
});
