import { describe, expect, it } from 'vitest';
import {
  GoogleCalendarProvider,
  googleBusyFields,
  googleResponseFields,
} from '../../src/features/calendars/google/google-adapter';
import { exchangeAuthorizationCode } from '../../src/features/calendars/oauth/oauth-client';
import { OAuthSession } from '../../src/features/calendars/oauth/oauth-session';
import { createPkcePair } from '../../src/features/calendars/oauth/pkce';
import { PRIVATE_EVENT_TEXT, type FakeGoogle } from '../support/fake-google';
import { googleBedForFile, range } from './support/google-adapter-setup';

const bed = googleBedForFile();
const { config, connected, http } = bed;

describe('Google busy time from events', () => {
  it('applies the busy rules per event: free, declined and cancelled ignored, tentative kept, all-day in the user zone', async () => {
    const tokens = await exchangeAuthorizationCode(config(), 'good-code', createPkcePair().verifier, http());
    const calendar = 'rules@example.com';
    const insert = async (event: object) => {
      const response = await fetch(
        `${bed.google.apiBaseUrl}/calendars/${encodeURIComponent(calendar)}/events`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(event),
        },
      );
      return ((await response.json()) as { id: string }).id;
    };
    const at = (hour: number) => ({ dateTime: `2024-03-05T${String(hour).padStart(2, '0')}:00:00+01:00` });
    await insert({ start: at(9), end: at(10) });
    await insert({ start: at(11), end: at(12), transparency: 'transparent' });
    await insert({
      start: at(13),
      end: at(14),
      attendees: [{ email: 'ana@example.com', self: true, responseStatus: 'declined' }],
    });
    const tentative = await insert({
      start: at(15),
      end: at(16),
      attendees: [{ email: 'ana@example.com', self: true, responseStatus: 'tentative' }],
    });
    await insert({ start: { date: '2024-03-07' }, end: { date: '2024-03-08' } });
    const provider = new GoogleCalendarProvider({
      apiBaseUrl: bed.google.apiBaseUrl,
      session: new OAuthSession(config(), tokens, http()),
      userZone: 'America/New_York',
      ...http(),
    });
    const window = { start: Date.UTC(2024, 2, 4), end: Date.UTC(2024, 2, 10) };
    const first = await provider.syncBusy(calendar, window);
    expect(first?.full).toBe(true);
    const intervals = first!.changed.flatMap((item) => item.intervals);
    expect(intervals.sort((a, b) => a.start - b.start)).toEqual([
      { start: Date.UTC(2024, 2, 5, 8), end: Date.UTC(2024, 2, 5, 9), kind: 'busy' },
      { start: Date.UTC(2024, 2, 5, 14), end: Date.UTC(2024, 2, 5, 15), kind: 'tentative' },
      // Midnight to midnight in New York.
      { start: Date.UTC(2024, 2, 7, 5), end: Date.UTC(2024, 2, 8, 5), kind: 'busy' },
    ]);

    // A cancelled event comes back as a removal, and only changes are listed.
    await provider.deleteEvent({ calendarId: calendar, eventId: tentative });
    const next = await provider.syncBusy(calendar, window, first!.token!);
    expect(next).toMatchObject({ full: false, changed: [], removed: [tentative] });
  });
});

describe('Google reads only the time fields', () => {
  const primary = 'ana@example.com';
  const block = { start: '2024-03-05T09:00:00Z', end: '2024-03-05T10:00:00Z' };
  const listOf = (calendarId: string) =>
    bed.google.requests.filter(
      (entry) =>
        entry.method === 'GET' &&
        entry.path === `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`,
    );
  const replay = async (entry: FakeGoogle['requests'][number], fields?: string) => {
    const query = new URLSearchParams(entry.query);
    if (fields === undefined) query.delete('fields');
    else query.set('fields', fields);
    return fetch(`${bed.google.url}${entry.path}?${query}`, {
      headers: { authorization: entry.headers.authorization! },
    });
  };

  it('asks events.list for the time fields only, so no title, place or other attendee arrives', async () => {
    bed.google.busy[primary] = [block];
    const provider = await connected();
    const read = await provider.syncBusy(primary, range);
    expect(read?.changed.flatMap((item) => item.intervals)).toContainEqual({
      start: Date.parse(block.start),
      end: Date.parse(block.end),
      kind: 'busy',
    });
    const sent = listOf(primary).at(-1)!;
    expect(sent.query.get('fields')).toBe(googleBusyFields);
    const answer = await replay(sent, googleBusyFields);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain(block.start);
    expect(body).not.toContain(PRIVATE_EVENT_TEXT);
    expect(body).not.toContain('dr.wolf@praxis.example');
    expect(body).not.toContain(`"email"`);
    expect(bed.google.violations).toEqual([]);
  });

  it('the fake fails a read without fields, or one that would let a title or an attendee through', async () => {
    bed.google.busy[primary] = [block];
    await (await connected()).syncBusy(primary, range);
    const sent = listOf(primary).at(-1)!;
    const before = bed.google.violations.length;
    for (const fields of [
      undefined,
      'items',
      '*',
      'items(id,start,end,summary)',
      'items(id,start,end,attendees)',
    ]) {
      const answer = await replay(sent, fields);
      expect(answer.status).toBe(400);
      expect(await answer.text()).not.toContain(PRIVATE_EVENT_TEXT);
    }
    expect(bed.google.violations.slice(before)).toHaveLength(5);
    bed.google.violations.length = before;
  });

  it('reads an event it wrote for its attendees’ answers without its text', async () => {
    const provider = await connected();
    const created = await provider.createEvent(primary, {
      title: PRIVATE_EVENT_TEXT,
      start: Date.UTC(2024, 2, 6, 9),
      end: Date.UTC(2024, 2, 6, 10),
      timeZone: 'Europe/Berlin',
      attendees: [{ email: 'bo@example.com' }],
    });
    bed.google.respond(created.eventId, 'bo@example.com', 'accepted');
    const answers = await provider.readResponses(created);
    expect(answers?.responses).toEqual([{ email: 'bo@example.com', response: 'accepted' }]);
    const sent = bed.google.requests.findLast(
      (entry) => entry.method === 'GET' && entry.path.endsWith(`/events/${created.eventId}`),
    )!;
    expect(sent.query.get('fields')).toBe(googleResponseFields);
    expect(await (await replay(sent, googleResponseFields)).text()).not.toContain(PRIVATE_EVENT_TEXT);
    expect(bed.google.violations).toEqual([]);
  });
});
