import { expect, it } from 'vitest';
import { applyRetention } from '../../src/features/privacy/retention-job';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { dayFromNow, meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { bookAndReadClosedAt } from './booked-and-closed';

const DAY = 24 * 60 * 60_000;
const at = (hour: number) => dayFromNow(3) + hour * 3600_000;
const days = { answersDaysAfterClose: 30, messageBodiesDays: 30 };
const bed = appWithPeopleForFile();

interface Person {
  email: string;
  status: string;
  answeredAt: string | null;
  answerDeletedAt: string | null;
  declineNote: string | null;
  timeZone: string | null;
}

const people = async (id: string) =>
  (
    (await bed.t.app.inject({ url: `/api/meetings/${id}`, headers: bed.olga.headers })).json() as {
      participants: Person[];
    }
  ).participants;

it('shows people whose answers retention deleted as invited, with when, and keeps a refusal but not its note', async () => {
  const created = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bed.olga.headers,
    payload: meetingRequest(),
  });
  const meeting = created.json() as { id: string; participants: { email: string; link: string }[] };
  const [ana, ben, cy] = meeting.participants;
  for (const p of [ana!, ben!]) {
    const answer = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(p.link)}`,
      payload: { timeZone: 'Asia/Tokyo', painted: true, available: [{ start: at(9), end: at(12) }] },
    });
    expect(answer.statusCode).toBe(200);
  }
  const declined = await bed.t.app.inject({
    method: 'POST',
    url: `/api/participant/decline?token=${tokenOf(cy!.link)}`,
    payload: { note: 'Away that week' },
  });
  expect(declined.statusCode).toBe(200);
  const closedAt = await bookAndReadClosedAt(bed.t, bed.olga.headers, meeting.id, at(10));

  await applyRetention(bed.t.database.db, days, closedAt + 30 * DAY - 60_000);
  expect((await people(meeting.id)).map((p) => [p.email, p.status, p.answerDeletedAt])).toEqual([
    [ana!.email, 'responded', null],
    [ben!.email, 'responded', null],
    [cy!.email, 'declined', null],
  ]);

  const now = closedAt + 30 * DAY + 60_000;
  await applyRetention(bed.t.database.db, days, now);
  const after = await people(meeting.id);
  const deletedAt = new Date(now).toISOString();
  expect(after.map((p) => [p.email, p.status, p.answeredAt, p.answerDeletedAt, p.declineNote])).toEqual([
    [ana!.email, 'invited', null, deletedAt, null],
    [ben!.email, 'invited', null, deletedAt, null],
    [cy!.email, 'declined', null, deletedAt, null],
  ]);
  // The zone stays, so the booked time is still shown in their time.
  expect(after[0]!.timeZone).toBe('Asia/Tokyo');

  // A later run changes nothing: the time of deletion stays the first one.
  await applyRetention(bed.t.database.db, days, now + DAY);
  expect((await people(meeting.id)).map((p) => p.answerDeletedAt)).toEqual([deletedAt, deletedAt, deletedAt]);

  // Reopened, Ana is asked again; once she answers, her answer is hers again.
  const reopened = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/reopen`,
    headers: bed.olga.headers,
    payload: {},
  });
  expect(reopened.statusCode).toBe(200);
  const again = await bed.t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(ana!.link)}`,
    payload: { timeZone: 'Asia/Tokyo', painted: true, available: [{ start: at(9), end: at(12) }] },
  });
  expect(again.statusCode).toBe(200);
  const [anaNow] = await people(meeting.id);
  expect([anaNow!.status, anaNow!.answerDeletedAt]).toEqual(['responded', null]);
});
