import { afterAll, beforeAll, expect, it } from 'vitest';
import { MEETING_LIMITS } from '@overlap/contracts';
import { ownerAndStranger } from '../connections/support';
import { outboxLettersAbout } from '../support/outbox-letters';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';

const HOUR = 3600_000;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];
let stranger: Awaited<ReturnType<typeof ownerAndStranger>>['stranger'];

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, stranger } = await ownerAndStranger(t));
}, 60_000);
afterAll(() => t?.close());

const call = (
  method: 'POST' | 'DELETE' | 'PATCH' | 'GET',
  url: string,
  payload?: unknown,
  headers = owner.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const outbox = (title: string) => outboxLettersAbout(t, title, 'created_at, to_address');

async function create(title: string, participants = meetingRequest().participants) {
  const created = await call('POST', '/api/meetings', meetingRequest({ title, participants }));
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; participants: { id: string; email: string; link: string }[] };
}

it('before booking: adds people with an invitation each, removes them, switches required, and ranking follows', async () => {
  const meeting = await create('People before booking');
  const added = await call('POST', `/api/meetings/${meeting.id}/participants`, {
    participants: [
      { email: 'Dee@Example.com', name: 'Dee', required: true },
      { email: 'eli@example.com', required: false },
    ],
  });
  expect(added.statusCode).toBe(201);
  const detail = added.json();
  expect(detail.participants.map((p: { email: string }) => p.email)).toEqual([
    'ana@example.com',
    'ben@example.com',
    'cy@example.com',
    'dee@example.com',
    'eli@example.com',
  ]);
  const invitations = (await outbox('People before booking')).filter((m) => m.template_key === 'invitation');
  expect(invitations.map((m) => m.to_address).sort()).toEqual([
    'ana@example.com',
    'ben@example.com',
    'cy@example.com',
    'dee@example.com',
    'eli@example.com',
  ]);
  const dee = detail.participants.find((p: { email: string }) => p.email === 'dee@example.com');
  // The new person's link opens the meeting.
  const view = await t.app.inject({ url: `/api/participant/meeting?token=${tokenOf(dee.link)}` });
  expect(view.json().participant).toMatchObject({ email: 'dee@example.com', required: true });

  const suggestions = async () =>
    (await call('GET', `/api/meetings/${meeting.id}/suggestions`))
      .json()
      .waitingFor.map((w: { email: string }) => w.email);
  expect(await suggestions()).toContain('dee@example.com');

  const optional = await call('PATCH', `/api/meetings/${meeting.id}/participants/${dee.id}`, {
    required: false,
  });
  expect(optional.statusCode).toBe(200);
  expect(optional.json().participants.find((p: { id: string }) => p.id === dee.id).required).toBe(false);

  const removed = await call('DELETE', `/api/meetings/${meeting.id}/participants/${dee.id}`);
  expect(removed.statusCode).toBe(200);
  expect(removed.json().participants.map((p: { email: string }) => p.email)).not.toContain('dee@example.com');
  expect(await suggestions()).not.toContain('dee@example.com');
  expect(
    (await t.app.inject({ url: `/api/participant/meeting?token=${tokenOf(dee.link)}` })).statusCode,
  ).toBe(404);
  // Before booking nothing was on their calendar: no cancellation is sent.
  expect((await outbox('People before booking')).filter((m) => m.template_key === 'removed')).toEqual([]);
});

it('after booking: an added person gets the meeting itself, a removed one a CANCEL, the others an update with SEQUENCE + 1', async () => {
  const meeting = await create('People after booking');
  const start = workdayFromNow(3) + 10 * HOUR;
  expect((await call('POST', `/api/meetings/${meeting.id}/book`, { start })).statusCode).toBe(200);

  const added = await call('POST', `/api/meetings/${meeting.id}/participants`, {
    participants: [{ email: 'dee@example.com', name: 'Dee', required: false }],
  });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({ status: 'scheduled', sequence: 2 });
  let mails = await outbox('People after booking');
  const toDee = mails.filter((m) => m.to_address === 'dee@example.com');
  expect(toDee.map((m) => m.template_key)).toEqual(['scheduled']);
  expect(toDee[0]!.ics).toContain('METHOD:REQUEST');
  expect(toDee[0]!.ics).toContain('SEQUENCE:2');
  const updates = mails.filter((m) => m.template_key === 'meeting_updated');
  expect(updates.map((m) => m.to_address)).toEqual(['ana@example.com', 'ben@example.com', 'cy@example.com']);
  expect(updates[0]!.text).toContain('Dee was added');
  expect(updates[0]!.ics).toContain('SEQUENCE:2');

  const ben = meeting.participants.find((p) => p.email === 'ben@example.com')!;
  const removed = await call('DELETE', `/api/meetings/${meeting.id}/participants/${ben.id}`);
  expect(removed.statusCode).toBe(200);
  expect(removed.json()).toMatchObject({ sequence: 3 });
  mails = await outbox('People after booking');
  const toBen = mails.filter((m) => m.to_address === 'ben@example.com' && m.template_key === 'removed');
  expect(toBen).toHaveLength(1);
  expect(toBen[0]!.ics).toContain('METHOD:CANCEL');
  expect(toBen[0]!.ics).toContain('SEQUENCE:3');
  const second = mails.filter((m) => m.template_key === 'meeting_updated' && m.ics?.includes('SEQUENCE:3'));
  expect(second.map((m) => m.to_address)).toEqual(['ana@example.com', 'cy@example.com', 'dee@example.com']);
  expect(second[0]!.text).toContain('Ben no longer comes');

  // Required ↔ optional is on everyone's invitation (the attendee's ROLE): an update with SEQUENCE + 1.
  const dee = (added.json() as { participants: { id: string; email: string }[] }).participants.find(
    (p) => p.email === 'dee@example.com',
  )!;
  const same = await call('PATCH', `/api/meetings/${meeting.id}/participants/${dee.id}`, { required: false });
  expect(same.json()).toMatchObject({ sequence: 3 });
  const required = await call('PATCH', `/api/meetings/${meeting.id}/participants/${dee.id}`, {
    required: true,
  });
  expect(required.statusCode).toBe(200);
  expect(required.json()).toMatchObject({ status: 'scheduled', sequence: 4 });
  mails = await outbox('People after booking');
  const third = mails.filter((m) => m.template_key === 'meeting_updated' && m.ics?.includes('SEQUENCE:4'));
  expect(third.map((m) => m.to_address)).toEqual(['ana@example.com', 'cy@example.com', 'dee@example.com']);
  expect(third[0]!.text).toContain('Dee is now required');
  // Each person's copy names them as its attendee.
  const toDeeNow = third.find((m) => m.to_address === 'dee@example.com')!.ics!.replace(/\r\n[ \t]/g, '');
  expect(toDeeNow).toMatch(/ATTENDEE;CN="Dee";ROLE=REQ-PARTICIPANT;[^\r]*:mailto:dee@example\.com/);
});

it('refuses a duplicate address, the last required person, too many people and strangers, each with a clear 4xx', async () => {
  const meeting = await create('People refused', [
    { email: 'ana@example.com', name: 'Ana', required: true },
    { email: 'cy@example.com', required: false },
  ]);
  const duplicate = await call('POST', `/api/meetings/${meeting.id}/participants`, {
    participants: [{ email: 'ANA@example.com', required: true }],
  });
  expect(duplicate.statusCode).toBe(409);
  expect(duplicate.json()).toMatchObject({
    code: 'duplicate_participant',
    message: 'ana@example.com is already invited to this meeting.',
  });

  const ana = meeting.participants.find((p) => p.email === 'ana@example.com')!;
  const last = await call('DELETE', `/api/meetings/${meeting.id}/participants/${ana.id}`);
  expect(last.statusCode).toBe(409);
  expect(last.json()).toMatchObject({ code: 'last_required_participant' });
  const optional = await call('PATCH', `/api/meetings/${meeting.id}/participants/${ana.id}`, {
    required: false,
  });
  expect(optional.statusCode).toBe(409);
  expect(optional.json().code).toBe('last_required_participant');

  const many = Array.from({ length: MEETING_LIMITS.participantsMax - 1 }, (_, i) => ({
    email: `p${i}@example.com`,
    required: false,
  }));
  const tooMany = await call('POST', `/api/meetings/${meeting.id}/participants`, { participants: many });
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json()).toMatchObject({ code: 'too_many_participants' });
  expect(tooMany.json().message).toContain(
    `at most ${MEETING_LIMITS.participantsMax} people in one meeting; this one would have ${MEETING_LIMITS.participantsMax + 1}`,
  );

  const empty = await call('POST', `/api/meetings/${meeting.id}/participants`, { participants: [] });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe('Add at least one person');

  const foreign = await call(
    'POST',
    `/api/meetings/${meeting.id}/participants`,
    { participants: [{ email: 'x@example.com', required: true }] },
    stranger.headers,
  );
  expect(foreign.statusCode).toBe(404);
  expect((await call('DELETE', `/api/meetings/${meeting.id}/participants/not-a-uuid`)).statusCode).toBe(404);
});

it('keeps the cap and each address once under concurrent additions', async () => {
  const meeting = await create('People racing', [{ email: 'ana@example.com', required: true }]);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      call('POST', `/api/meetings/${meeting.id}/participants`, {
        participants: [{ email: 'same@example.com', required: false }],
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  const detail = (await call('GET', `/api/meetings/${meeting.id}`)).json();
  expect(detail.participants.filter((p: { email: string }) => p.email === 'same@example.com')).toHaveLength(
    1,
  );
});
