import { expect } from 'vitest';
import type { CreateMeetingRequest } from '@overlap/contracts/schemas';
import { tokenOf } from '../../meetings/meeting-fixtures';
import { startedForFile } from '../../support/started-for-file';
import type { TestApp } from '../../support/test-app';
import { berlinSeriesRequest, seriesClock as pinned, startSeriesMailApp } from './berlin-series';
import ICAL from 'ical.js';

export interface Meeting {
  id: string;
  status: string;
  sequence: number;
  chosenStart: string | null;
  recurrence: { skip: string[]; until?: string; count?: number } | null;
  participants: { email: string; link: string }[];
}

export interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  template: string;
}

/** Every instant the iCalendar text's repeating event expands to, read with its own VTIMEZONE. */
export function expand(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(zone);
  try {
    const iterator = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).iterator();
    const instants: string[] = [];
    for (let next = iterator.next(); next && instants.length < 60; next = iterator.next())
      instants.push(next.toJSDate().toISOString());
    return instants;
  } finally {
    ICAL.TimezoneService.remove(zone.tzid);
  }
}

/** The app of `startSeriesMailApp`, started before the file's tests and closed after them, and its calls. */
export function seriesMailAppForFile() {
  const bed = startedForFile(startSeriesMailApp, ({ t }) => t.close());
  return { bed, ...seriesCalls(() => bed) };
}

/** A booked-series test file's requests against its app: a four-week Berlin series, answers, booking, cancelling, the outbox. */
export function seriesCalls(bed: () => { t: TestApp; headers: Record<string, string> }) {
  async function createSeries(title: string, extra: Partial<CreateMeetingRequest> = {}): Promise<Meeting> {
    const created = await bed().t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bed().headers,
      payload: berlinSeriesRequest(
        title,
        { count: 4 },
        {
          participants: [
            { email: 'sid@example.com', name: 'Sid', required: true },
            { email: 'nia@example.com', name: 'Nia', required: true },
          ],
          ...extra,
        },
      ),
    });
    expect(created.statusCode).toBe(201);
    return created.json();
  }

  async function answer(meeting: Meeting, email: string, timeZone: string, from: string, to: string) {
    const link = meeting.participants.find((p) => p.email === email)!.link;
    const res = await bed().t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(link)}`,
      headers: pinned,
      payload: { timeZone, painted: true, available: [{ start: Date.parse(from), end: Date.parse(to) }] },
    });
    expect(res.statusCode).toBe(200);
  }

  async function outbox(title: string): Promise<OutboxRow[]> {
    const result = await bed().t.database.db.execute(
      `select to_address as "to", subject, text, ics, template_key as template from outbox order by created_at, to_address`,
    );
    return (result as unknown as { rows: OutboxRow[] }).rows.filter((r) => r.text.includes(title));
  }

  const book = (meeting: Meeting, start: string, extra: Record<string, string> = {}) =>
    bed().t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: { ...bed().headers, ...extra },
      payload: { start: Date.parse(start) },
    });

  const cancelOccurrences = (meeting: Meeting, payload: unknown, extra: Record<string, string> = {}) =>
    bed().t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/occurrences/cancel`,
      headers: { ...bed().headers, ...extra },
      payload: payload as Record<string, unknown>,
    });
  return { createSeries, answer, outbox, book, cancelOccurrences };
}
