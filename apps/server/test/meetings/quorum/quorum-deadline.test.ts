import { expect, it } from 'vitest';
import { createMeetingServices } from '../../../src/features/meetings/meeting-services';
import type { MeetingNotifier } from '../../../src/features/meetings/shared/meeting-notifier';
import { linkSealerLike } from '../../support/test-app';
import { LEADS, NOW, OTHERS, TUESDAY_2PM, quorumAppForFile, type Created } from './quorum-scene';

// The deadline job's handler runs here at a pinned instant after the deadline (the queue would run it
// on the real clock); requests run at the pinned `NOW` before it.
const { scene, calls } = quorumAppForFile();
const HOUR = 3_600_000;

async function timersAt(instant: number) {
  const told: string[] = [];
  const tell = (what: string) => async () => void told.push(what);
  const notifier = {
    invited: tell('invited'),
    reminded: tell('reminded'),
    allAnswered: async (_tx: unknown, _m: unknown, reason: string) => void told.push(`allAnswered:${reason}`),
    scheduled: tell('scheduled'),
    rescheduled: tell('rescheduled'),
    reopenedForNewTime: tell('reopenedForNewTime'),
    updated: tell('updated'),
    removed: tell('removed'),
    bookedDeclined: tell('bookedDeclined'),
    cancelled: tell('cancelled'),
  } as MeetingNotifier;
  const { timers } = createMeetingServices({
    db: scene.t.database.db,
    links: await linkSealerLike(scene.t.database.db),
    notifier,
    publicUrl: 'http://localhost:3000',
    mailDelivery: 'outbox',
    mailFrom: { name: 'Overlap', address: 'no-reply@localhost' },
    clock: () => instant,
  });
  return { timers, told };
}

async function answeredByLeadsAndTwo(title: string, quorumRule: Parameters<typeof calls.request>[0]) {
  const deadline = new Date(Date.parse(NOW) + 6 * HOUR).toISOString();
  const res = await calls.create(calls.request({ title, deadline, ...quorumRule }));
  expect(res.statusCode).toBe(201);
  const meeting = res.json() as Created;
  for (const email of [...LEADS, OTHERS[0]!, OTHERS[1]!])
    expect((await calls.answer(meeting, email, [TUESDAY_2PM])).statusCode).toBe(200);
  // Three people have not answered: a rule other than everyone required waits for them, or the deadline.
  expect((await calls.detail(meeting)).status).toBe('ready');
  return { meeting, deadline: Date.parse(deadline) };
}

it('books at the deadline when the answers in by then meet the rule', async () => {
  const { meeting, deadline } = await answeredByLeadsAndTwo('Booked at the deadline', {
    quorumRule: { kind: 'required-plus', others: 2 },
  });
  // A job that runs early changes nothing.
  const early = await timersAt(deadline - 60_000);
  await early.timers.deadlinePassed(meeting.id);
  expect((await calls.detail(meeting)).status).toBe('ready');

  const late = await timersAt(deadline + 1_000);
  await late.timers.deadlinePassed(meeting.id);
  const detail = await calls.detail(meeting);
  expect(detail.status).toBe('scheduled');
  expect(detail.chosenStart).toBe(new Date(TUESDAY_2PM).toISOString());
  expect(late.told).toContain('scheduled');
  // A retried job books nothing more.
  await late.timers.deadlinePassed(meeting.id);
  expect(late.told.filter((c) => c === 'scheduled')).toHaveLength(1);
});

it('leaves the meeting for the organizer when the answers in at the deadline fall short', async () => {
  const { meeting, deadline } = await answeredByLeadsAndTwo('Short at the deadline', {
    quorumRule: { kind: 'at-least', people: 6 },
  });
  const late = await timersAt(deadline + 1_000);
  await late.timers.deadlinePassed(meeting.id);
  expect((await calls.detail(meeting)).status).toBe('ready');
  expect(late.told).not.toContain('scheduled');
});

it('books the most people possible at the deadline', async () => {
  const { meeting, deadline } = await answeredByLeadsAndTwo('Most by the deadline', {
    quorumRule: { kind: 'most-possible' },
  });
  const late = await timersAt(deadline + 1_000);
  await late.timers.deadlinePassed(meeting.id);
  const detail = await calls.detail(meeting);
  expect(detail.status).toBe('scheduled');
  expect(detail.chosenStart).toBe(new Date(TUESDAY_2PM).toISOString());
});
