import { bookableLetters, stateLetters } from '@overlap/engine';
import { describe, expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';

const bed = appWithPeopleForFile();

const create = (body: unknown, headers = bed.olga.headers) =>
  bed.t.app.inject({ method: 'POST', url: '/api/meetings', headers, payload: body as object });

describe('answers, ranking and booking', () => {
  it('never shows a participant other people’s addresses before booking', async () => {
    const meeting = (await create(meetingRequest())).json();
    const view = await bed.t.app.inject({
      url: `/api/participant/meeting?token=${tokenOf(meeting.participants[0].link)}`,
    });
    const body = JSON.stringify(view.json());
    expect(body).toContain('ana@example.com');
    expect(body).not.toContain('ben@example.com');
    expect(body).not.toContain('cy@example.com');
    expect(view.json().meeting.organizerName).toBe('Olga Organizer');
  });

  it('ranks the time the answers imply, marks the meeting ready, and books it once', async () => {
    const meeting = (await create(meetingRequest())).json();
    const [ana, ben, cy] = meeting.participants.map((p: { link: string }) => tokenOf(p.link));
    const day = workdayFromNow(3);
    const at = (h: number) => day + h * 3600_000;
    // Ana paints 10:00–12:00 UTC; Ben is busy 09:00–11:00 from his calendar; Cy declines.
    const paint = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${ana}`,
      payload: { timeZone: 'Europe/London', painted: true, available: [{ start: at(10), end: at(12) }] },
    });
    expect(paint.statusCode).toBe(200);
    expect(paint.json().participant.status).toBe('responded');
    const busy = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${ben}`,
      payload: { timeZone: 'UTC', painted: false, busy: [{ start: at(9), end: at(11) }] },
    });
    expect(busy.statusCode).toBe(200);
    const decline = await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${cy}`,
      payload: { note: 'On holiday' },
    });
    expect(decline.json().participant).toMatchObject({ status: 'declined', declineNote: 'On holiday' });

    const detail = await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.olga.headers });
    expect(detail.json()).toMatchObject({ status: 'ready', answeredCount: 2, declinedCount: 1 });

    const suggestions = (
      await bed.t.app.inject({ url: `/api/meetings/${meeting.id}/suggestions`, headers: bed.olga.headers })
    ).json();
    const best = suggestions.ranking.slots[0];
    expect(best.start).toBe(at(11));
    expect(best.breakdown.tier).toBe(0);
    expect(suggestions.waitingFor).toEqual([]);

    // The same heat map packed (two bits a slot, base64) spells out to the letters, a quarter of the size.
    const packedResponse = await bed.t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions?heatMap=packed`,
      headers: bed.olga.headers,
    });
    const letters = suggestions.ranking.heatMap;
    const packed = packedResponse.json().ranking.heatMap;
    expect(letters.encoding).toBe('letters');
    expect(packed.encoding).toBe('packed');
    const slotAt = (time: number) => (time - letters.start) / (letters.stepMinutes * 60_000);
    // Ana, Ben and Cy after the organizer: free at 11:00, busy at 09:00 (outside Ana's painted time).
    const column = (time: number) =>
      letters.people.slice(1).map((p: { states: string }) => p.states[slotAt(time)]);
    expect(column(at(11))).toEqual(['f', 'f', 'd']);
    expect(column(at(9))).toEqual(['b', 'b', 'd']);
    expect(packed.people[3].states).toBe('d');
    const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
    const { slotCount } = packed;
    expect(bookableLetters({ bookable: bytes(packed.bookable), slotCount })).toBe(letters.bookable);
    expect(
      packed.people.map(({ states }: { states: string }) =>
        stateLetters(states.length === 1 ? (states as 'u' | 'd') : bytes(states), slotCount),
      ),
    ).toEqual(letters.people.map((p: { states: string }) => p.states));
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(letters).length / 2);
    const unknownForm = await bed.t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions?heatMap=bits`,
      headers: bed.olga.headers,
    });
    expect(unknownForm.statusCode).toBe(400);
    expect(unknownForm.json().message).toMatch(/heatMap must be one of: letters, packed/);

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        bed.t.app.inject({
          method: 'POST',
          url: `/api/meetings/${meeting.id}/book`,
          headers: bed.olga.headers,
          payload: { start: best.start },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const rows = await bed.t.database.db.execute(
      `select status, sequence from meetings where id = '${meeting.id}'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'scheduled', sequence: 1 }]);

    // Answers are closed once scheduled; the link still opens the meeting and says so.
    const late = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${ana}`,
      payload: { timeZone: 'UTC', painted: true, available: [{ start: at(13), end: at(14) }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This meeting is scheduled, so answers are closed.');
    expect(late.json().params).toEqual({ status: 'scheduled' });
    const view = (await bed.t.app.inject({ url: `/api/participant/meeting?token=${ana}` })).json();
    expect(view).toMatchObject({
      canAnswer: false,
      meeting: { status: 'scheduled', chosenStart: new Date(at(11)).toISOString() },
    });

    const other = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: bed.olga.headers,
      payload: { start: at(11) + 15 * 60_000 },
    });
    expect(other.statusCode).toBe(409);
  });

  it('books the best slot by itself when auto-schedule is on, once the required people have answered', async () => {
    // The landing page says so: it books when everyone required has answered, not waiting for optional people.
    const participants = [
      { email: 'solo@example.com', required: true },
      { email: 'maybe@example.com', required: false },
    ];
    const meeting = (await create(meetingRequest({ autoSchedule: true, participants }))).json();
    const solo = meeting.participants.find((p: { email: string }) => p.email === 'solo@example.com');
    const token = tokenOf(solo.link);
    const day = workdayFromNow(3, 1);
    await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      payload: {
        timeZone: 'UTC',
        painted: true,
        available: [{ start: day + 14 * 3600_000, end: day + 15 * 3600_000 }],
      },
    });
    const detail = (
      await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.olga.headers })
    ).json();
    expect(detail.status).toBe('scheduled');
    expect(detail.chosenStart).toBe(new Date(day + 14 * 3600_000).toISOString());
  });

  it('cancels, refuses answers, and reopens for rescheduling', async () => {
    const meeting = (await create(meetingRequest())).json();
    const token = tokenOf(meeting.participants[0].link);
    const cancelled = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/cancel`,
      headers: bed.olga.headers,
    });
    expect(cancelled.json().status).toBe('cancelled');
    const refused = await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${token}`,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This meeting is cancelled, so answers are closed.');
    const reopened = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/reopen`,
      headers: bed.olga.headers,
    });
    expect(reopened.json().status).toBe('collecting');
    const again = await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${token}`,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a painted answer with nothing marked, and intervals that end before they start', async () => {
    const meeting = (await create(meetingRequest())).json();
    const token = tokenOf(meeting.participants[0].link);
    const empty = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      payload: { timeZone: 'UTC', painted: true },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Mark at least one time you could meet, or decline.');
    const backwards = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      payload: { timeZone: 'UTC', painted: true, available: [{ start: 2000, end: 1000 }] },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('keeps hostile titles and descriptions as inert text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const meeting = (
      await create(meetingRequest({ title: hostile, description: `${hostile}\r\nBCC: x@y.z` }))
    ).json();
    expect(meeting.title).toBe(hostile);
    const view = await bed.t.app.inject({
      url: `/api/participant/meeting?token=${tokenOf(meeting.participants[0].link)}`,
    });
    expect(view.headers['content-type']).toContain('application/json');
    expect(view.json().meeting.description).toBe(`${hostile}\r\nBCC: x@y.z`);
  });
});
