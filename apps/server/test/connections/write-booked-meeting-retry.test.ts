import { describe, expect, it } from 'vitest';
import { cancelMeeting } from '../meetings/meeting-fixtures';
import { calDavServers } from '../support/caldav-servers';
import { createAndBook, ownerAndStranger } from './support';
import { connectWriteCalendar, writeCalendarBedForFile } from './write-calendar-bed';
import { eventuallyTrue } from '../support/eventually';

describe.each(calDavServers)('a retried calendar write on $name', ({ start }) => {
  const bed = writeCalendarBedForFile(start);

  /** The calendar's objects and their ETags, as the server lists them (PROPFIND, depth 1). */
  async function storedObjects(): Promise<{ href: string; etag: string }[]> {
    const response = await fetch(bed.calendarUrl, {
      method: 'PROPFIND',
      headers: { depth: '1', authorization: bed.server.authorization, 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>',
    });
    const text = await response.text();
    return [...text.matchAll(/<(?:\w+:)?response\b[\s\S]*?<\/(?:\w+:)?response>/g)]
      .map(([block]) => ({
        href: /<(?:\w+:)?href>([^<]+)</.exec(block)?.[1] ?? '',
        etag: (/<(?:\w+:)?getetag>([^<]+)</.exec(block)?.[1] ?? '').replace(/&quot;/g, '"'),
      }))
      .filter((object) => object.href.endsWith('.ics'));
  }

  const rows = async <T>(sql: string) =>
    ((await bed.t.database.db.execute(sql)) as unknown as { rows: T[] }).rows;

  it('adopts the event it wrote before its link was saved, instead of failing on 412 forever', async () => {
    const { owner } = await ownerAndStranger(bed.t);
    await connectWriteCalendar(bed.t, owner.headers, bed.server);
    const meeting = await createAndBook(bed.t, owner.headers);
    const delivery = async () =>
      (await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: owner.headers })).json().delivery
        .calendar as { state: string; message: string | null };
    await eventuallyTrue(async () => (await delivery()).state === 'written', 'the event is written');
    const [written] = await storedObjects();
    expect(written).toBeDefined();

    // The job created the event but did not get to save its link (a crash, a lost connection): the
    // attempt counts as failed and the organizer (or the queue) tries again.
    await bed.t.database.db.execute(`delete from meeting_calendar_events where meeting_id = '${meeting.id}'`);
    await bed.t.database.db.execute(
      `update meeting_calendar_writes set state = 'failed', message = 'lost' where meeting_id = '${meeting.id}'`,
    );
    const retried = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/calendar-write/retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    // Retrying cleared the failure, so the page reads pending until the job ends one way or the other.
    await eventuallyTrue(
      async () => ['written', 'failed'].includes((await delivery()).state),
      'the retry ran',
    );
    expect(await delivery()).toMatchObject({ state: 'written', message: null });

    const objects = await storedObjects();
    expect(objects).toHaveLength(1);
    expect(objects[0]!.href).toBe(written!.href);
    const [link] = await rows<{ provider_event_id: string; etag: string | null }>(
      `select provider_event_id, etag from meeting_calendar_events where meeting_id = '${meeting.id}'`,
    );
    expect(new URL(link!.provider_event_id).pathname).toBe(written!.href);
    // The link holds the current ETag, so the next reschedule or cancellation is not a conflict.
    expect(link!.etag).toBe(objects[0]!.etag);

    await cancelMeeting(bed.t, owner.headers, meeting.id);
    await eventuallyTrue(async () => (await storedObjects()).length === 0, 'the event is deleted');
  }, 90_000);
});
