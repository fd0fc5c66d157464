import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import type { MeetingNotifier } from '../../src/features/meetings/shared/meeting-notifier';
import { createMeetingServices } from '../../src/features/meetings/meeting-services';
import { createUserRepository } from '../../src/features/users/user-repository';
import { linkSealerLike, startTestApp, type TestApp } from '../support/test-app';
import { dayFromNow, meetingRequest, tokenOf } from './meeting-fixtures';

const HOUR = 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function recorder() {
  const calls: string[] = [];
  const notifier: MeetingNotifier = {
    invited: async (_tx, _m, r) => void calls.push(`invited:${r.length}`),
    reminded: async (_tx, _m, r) =>
      void calls.push(`reminded:${r.map((x) => x.participant.email).join(',')}`),
    allAnswered: async () => void calls.push('allAnswered'),
    scheduled: async () => void calls.push('scheduled'),
    rescheduled: async () => void calls.push('rescheduled'),
    reopenedForNewTime: async () => void calls.push('reopenedForNewTime'),
    updated: async () => void calls.push('updated'),
    removed: async () => void calls.push('removed'),
    bookedDeclined: async () => void calls.push('bookedDeclined'),
    cancelled: async () => void calls.push('cancelled'),
  };
  const jobs: { name: string; startAfter?: Date }[] = [];
  const queue = {
    send: async (_db: Db, name: string, _payload: unknown, options: { startAfter?: Date } = {}) => {
      jobs.push({ name, startAfter: options.startAfter });
      return 'job';
    },
  };
  return { calls, jobs, notifier, queue };
}

it('schedules the reminder 24 h before the deadline, reminds only those still waiting, and makes the meeting ready at the deadline', async () => {
  const organizer = await createUserRepository(t.database.db).upsertFromProfile(
    { issuer: 'http://localhost:3000/oidc', subject: 'timer-organizer' },
    {
      email: 'tim@example.com',
      emailVerified: true,
      name: 'Tim Organizer',
      firstName: 'Tim',
      lastName: 'Organizer',
      profileImageUrl: null,
    },
    false,
  );
  let clock = Date.now();
  const r = recorder();
  const {
    organizer: service,
    participant,
    timers,
  } = createMeetingServices({
    db: t.database.db,
    links: await linkSealerLike(t.database.db),
    notifier: r.notifier,
    publicUrl: 'http://localhost:3000',
    mailDelivery: 'outbox',
    mailFrom: { name: 'Overlap', address: 'no-reply@localhost' },
    jobs: r.queue as never,
    clock: () => clock,
  });
  const deadline = new Date(dayFromNow(5));
  const request = meetingRequest({ deadline: deadline.toISOString() });
  const meeting = await service.create(organizer, {
    ...request,
    description: request.description ?? '',
    allowedHours: null,
    location: null,
    autoSchedule: false,
    deadline: deadline.toISOString(),
    participants: request.participants.map((p) => ({
      email: p.email,
      name: p.name,
      required: p.required ?? true,
    })),
  } as never);
  expect(r.jobs).toEqual([
    { name: 'meeting-reminders', startAfter: new Date(deadline.getTime() - 24 * HOUR) },
    { name: 'meeting-deadline', startAfter: deadline },
  ]);

  const ana = meeting.participants.find((p) => p.email === 'ana@example.com')!;
  await participant.decline(tokenOf(ana.link), { note: '' });
  clock = deadline.getTime() - 24 * HOUR;
  expect(await timers.sendAutomaticReminders(meeting.id)).toBe(2);
  expect(r.calls).toContain('reminded:ben@example.com,cy@example.com');
  expect(await timers.sendAutomaticReminders(meeting.id)).toBe(0);

  // A deadline job that runs early (clock skew, retried job) changes nothing.
  await timers.deadlinePassed(meeting.id);
  expect((await service.detail(organizer, meeting.id)).status).toBe('collecting');
  clock = deadline.getTime() + 1;
  await timers.deadlinePassed(meeting.id);
  expect((await service.detail(organizer, meeting.id)).status).toBe('ready');
  expect(r.calls.filter((c) => c === 'allAnswered')).toHaveLength(1);
});
