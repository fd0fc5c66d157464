import { packIntervals } from '@overlap/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rankingRepository } from '../../src/features/meetings/ranking/ranking-repository';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingServicesElsewhere } from '../support/meeting-services-elsewhere';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest, tokenOf } from './meeting-fixtures';

const HOUR = 3_600_000;
// Late on a Sunday evening UTC, just before the clocks of Europe go back on 2026-10-25.
const NOW = '2026-10-24T22:52:00.000Z';
const clock = (instant = NOW) => ({ 'x-overlap-test-now': instant });
const DAY0 = Date.parse('2026-10-25T00:00:00Z');

const ranked: string[] = [];
let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK_HEADER: 'true' }, { onRanked: (id) => ranked.push(id) });
  organizer = await signedInUser(t, 'rhea@example.com', 'Rhea Ranker');
});
afterAll(() => t?.close());

interface Meeting {
  id: string;
  participants: { id: string; email: string; link: string }[];
}

async function newMeeting(title = 'Cache me'): Promise<Meeting> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: { ...organizer.headers, ...clock() },
    payload: meetingRequest({
      title,
      windowStart: new Date(DAY0).toISOString(),
      windowEnd: new Date(DAY0 + 4 * 24 * HOUR).toISOString(),
      organizerZone: 'Europe/London',
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const countFor = (meeting: Meeting) => ranked.filter((id) => id === meeting.id).length;

async function suggestions(meeting: Meeting, instant = NOW, near?: number) {
  const res = await t.app.inject({
    url: `/api/meetings/${meeting.id}/suggestions${near === undefined ? '' : `?near=${near}`}`,
    headers: { ...organizer.headers, ...clock(instant) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().ranking as {
    viableCount: number;
    slots: { start: number }[];
    heatMap: { people: unknown[] };
  };
}

/** Asks twice: the first ranking is computed (`computed` times), the second served from the cache. */
async function expectComputedThenCached(meeting: Meeting, instant = NOW) {
  const before = countFor(meeting);
  const first = await suggestions(meeting, instant);
  expect(countFor(meeting)).toBe(before + 1);
  const second = await suggestions(meeting, instant);
  expect(countFor(meeting)).toBe(before + 1);
  expect(second).toEqual(first);
  return first;
}

const link = (meeting: Meeting, email: string) =>
  tokenOf(meeting.participants.find((p) => p.email === email)!.link);

async function answer(meeting: Meeting, email: string, start: number, end: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${link(meeting, email)}`,
    headers: clock(),
    payload: { timeZone: 'Europe/London', painted: true, available: [{ start, end }] },
  });
  expect(res.statusCode).toBe(200);
}

/** Meeting services of their own over the test's database: their own caches, as another instance has. */
const separateServices = (deps: Parameters<typeof meetingServicesElsewhere>[3] = {}) =>
  meetingServicesElsewhere(t, 'rhea@example.com', NOW, deps);

describe('rankings per meeting version', () => {
  it('reads again only the answers that changed, and ranks as an instance that reads them all', async () => {
    const meeting = await newMeeting();
    await answer(meeting, 'ana@example.com', DAY0 + 9 * HOUR, DAY0 + 12 * HOUR);
    await answer(meeting, 'ben@example.com', DAY0 + 10 * HOUR, DAY0 + 14 * HOUR);
    const reads = vi.spyOn(rankingRepository, 'answersOf');
    try {
      await expectComputedThenCached(meeting);
      expect(reads.mock.calls.map(([, ids]) => ids.length)).toEqual([2]);
      await answer(meeting, 'ana@example.com', DAY0 + 10 * HOUR, DAY0 + 11 * HOUR);
      const served = await expectComputedThenCached(meeting);
      const ana = meeting.participants.find((p) => p.email === 'ana@example.com')!;
      expect(reads.mock.calls.map(([, ids]) => ids)).toEqual([expect.any(Array), [ana.id]]);
      const { services, organizerRow } = await separateServices();
      const fresh = await services.organizer.suggestions(organizerRow, meeting.id);
      expect('ranking' in fresh && fresh.ranking.heatMap).toEqual(served.heatMap);
      expect(served.heatMap.people).toContainEqual(
        expect.objectContaining({ participantId: ana.id, states: expect.stringContaining('f') }),
      );
    } finally {
      reads.mockRestore();
    }
  });

  it('serves an unchanged meeting from the cache, and never one meeting’s ranking for another', async () => {
    const a = await newMeeting('First');
    const b = await newMeeting('Second');
    await answer(a, 'ana@example.com', DAY0 + 9 * HOUR, DAY0 + 10 * HOUR);
    const rankingA = await expectComputedThenCached(a);
    const rankingB = await expectComputedThenCached(b);
    expect(rankingA).not.toEqual(rankingB);
    // The same answer in the other meeting: the same sources but a different meeting, computed apart.
    await answer(b, 'ana@example.com', DAY0 + 9 * HOUR, DAY0 + 10 * HOUR);
    await expectComputedThenCached(b);
    expect((await suggestions(a)).heatMap).toEqual(rankingA.heatMap);
    expect(countFor(a)).toBe(1);
  });

  it('ranks again after an answer, and after the answer changes', async () => {
    const meeting = await newMeeting();
    const before = await expectComputedThenCached(meeting);
    await answer(meeting, 'ana@example.com', DAY0 + 9 * HOUR, DAY0 + 12 * HOUR);
    const after = await expectComputedThenCached(meeting);
    expect(after).not.toEqual(before);
    await answer(meeting, 'ana@example.com', DAY0 + 9 * HOUR, DAY0 + 11 * HOUR);
    expect(await expectComputedThenCached(meeting)).not.toEqual(after);
  });

  it('ranks again after a decline', async () => {
    const meeting = await newMeeting();
    await answer(meeting, 'ben@example.com', DAY0 + 9 * HOUR, DAY0 + 12 * HOUR);
    await expectComputedThenCached(meeting);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${link(meeting, 'ben@example.com')}`,
      headers: clock(),
      payload: { note: 'Away' },
    });
    expect(declined.statusCode).toBe(200);
    await expectComputedThenCached(meeting);
  });

  it('ranks again after a setting changes', async () => {
    const meeting = await newMeeting();
    const before = await expectComputedThenCached(meeting);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: { ...organizer.headers, ...clock() },
      payload: { durationMinutes: 60 },
    });
    expect(res.statusCode).toBe(200);
    expect(await expectComputedThenCached(meeting)).not.toEqual(before);
  });

  it('ranks again after a relaxation is applied (a required person made optional)', async () => {
    const meeting = await newMeeting();
    // Monday 09:00–10:00 in London, within everyone's working hours.
    await answer(meeting, 'ana@example.com', DAY0 + 33 * HOUR, DAY0 + 34 * HOUR);
    const before = await expectComputedThenCached(meeting);
    expect(before.viableCount).toBe(0);
    const ben = meeting.participants.find((p) => p.email === 'ben@example.com')!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/participants/${ben.id}`,
      headers: { ...organizer.headers, ...clock() },
      payload: { required: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await expectComputedThenCached(meeting)).viableCount).toBeGreaterThan(before.viableCount);
  });

  it('ranks again after a participant is added, and after one is removed', async () => {
    const meeting = await newMeeting();
    expect((await expectComputedThenCached(meeting)).heatMap.people).toHaveLength(4);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/participants`,
      headers: { ...organizer.headers, ...clock() },
      payload: { participants: [{ email: 'dee@example.com', name: 'Dee', required: true }] },
    });
    expect(added.statusCode).toBe(201);
    expect((await expectComputedThenCached(meeting)).heatMap.people).toHaveLength(5);
    const cy = meeting.participants.find((p) => p.email === 'cy@example.com')!;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meeting.id}/participants/${cy.id}`,
      headers: { ...organizer.headers, ...clock() },
    });
    expect(removed.statusCode).toBe(200);
    expect((await expectComputedThenCached(meeting)).heatMap.people).toHaveLength(4);
  });

  it('ranks again when the clock passes a slot start, not before, and per "near" option', async () => {
    const meeting = await newMeeting();
    await answer(meeting, 'ana@example.com', DAY0, DAY0 + 2 * HOUR);
    await expectComputedThenCached(meeting, '2026-10-25T00:00:00.000Z');
    // Still at the first slot's start: nothing has passed.
    await suggestions(meeting, '2026-10-24T23:59:00.000Z');
    expect(countFor(meeting)).toBe(1);
    const later = await expectComputedThenCached(meeting, '2026-10-25T00:00:00.001Z');
    expect(later.slots.every((slot) => slot.start >= DAY0 + 15 * 60_000)).toBe(true);
    await suggestions(meeting, '2026-10-25T00:15:00.000Z');
    expect(countFor(meeting)).toBe(2);
    await suggestions(meeting, '2026-10-25T00:00:00.001Z', DAY0 + 3 * HOUR);
    expect(countFor(meeting)).toBe(3);
  });

  it.each(['as intervals', 'packed'])(
    'ranks again when the organizer’s calendar copy changes (%s)',
    async (form) => {
      const meeting = await newMeeting();
      let busy = [{ start: DAY0 + 33 * HOUR, end: DAY0 + 34 * HOUR }];
      const computed: string[] = [];
      const { services, organizerRow } = await separateServices({
        ...(form === 'packed'
          ? {
              organizerBusyPacked: async () => ({
                busy: packIntervals(busy, 'outward'),
                tentative: packIntervals([], 'outward'),
              }),
            }
          : { organizerBusy: async () => ({ busy, tentative: [] }) }),
        onRanked: (id) => computed.push(id),
      });
      const rank = () => services.organizer.suggestions(organizerRow, meeting.id);
      const first = await rank();
      await rank();
      expect(computed).toHaveLength(1);
      busy = [{ start: DAY0 + 33 * HOUR, end: DAY0 + 35 * HOUR }];
      const refreshed = await rank();
      expect(computed).toHaveLength(2);
      const heatMap = (result: typeof first) => ('ranking' in result ? result.ranking.heatMap : null);
      expect(heatMap(first)).not.toBeNull();
      expect(heatMap(refreshed)).not.toEqual(heatMap(first));
      await rank();
      expect(computed).toHaveLength(2);
    },
  );
});
