import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { tokenOf } from '../meetings/meeting-fixtures';
import type { ReceivedWebhook } from './support/webhook-receiver';
import { verifyWebhook } from './support/verify-webhook';
import {
  NOW,
  DAY,
  windowStart,
  eventually,
  ALL,
  headersOf,
  typeOf,
  webhookBedForFile,
} from './support/webhook-api-helpers';

const { bed, call, deliveriesOf, addWebhook, createMeeting } = webhookBedForFile();

describe('delivering events', () => {
  it('signs every delivery so that the documented recipe and the Standard Webhooks library verify it', async () => {
    const hook = await addWebhook('/signed', ['meeting.created']);
    const meeting = await createMeeting('Signed planning');
    const [received] = await eventually(
      async () => bed.receiver.at('/signed'),
      (list) => list.length > 0,
      'the receiver has the event',
    );
    const headers = headersOf(received!);
    expect(verifyWebhook(hook.secret, headers, received!.body)).toBe(true);
    expect(new Webhook(hook.secret).verify(received!.body, headers)).toMatchObject({
      type: 'meeting.created',
    });
    expect(verifyWebhook(hook.secret, headers, received!.body.replace('Signed', 'Forged'))).toBe(false);
    expect(verifyWebhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, headers, received!.body)).toBe(
      false,
    );

    const body = JSON.parse(received!.body);
    expect(body).toMatchObject({
      type: 'meeting.created',
      timestamp: NOW,
      data: {
        meeting: {
          id: meeting.id,
          title: 'Signed planning',
          status: 'collecting',
          timeZone: 'Europe/Berlin',
        },
      },
    });
    // The organizer's receiver never gets a participant's personal link.
    expect(received!.body).not.toContain(tokenOf(meeting.participants[0]!.link));
    expect(received!.headers['content-type']).toBe('application/json');

    const [delivery] = await eventually(
      () => deliveriesOf(hook.id),
      (list) => list[0]?.status === 'succeeded',
      'the log shows success',
    );
    expect(delivery!.id).toBe(headers['webhook-id']);
    expect(delivery!.attempts).toMatchObject([
      { attempt: 1, responseCode: 200, error: null, response: 'ok' },
    ]);
  });

  it('sends each webhook only the events it chose, and a meeting’s webhook only that meeting’s', async () => {
    const everything = await addWebhook('/all', ALL);
    const bookingsOnly = await addWebhook('/bookings', ['meeting.scheduled']);
    const meeting = await createMeeting('Filtered planning');
    const other = await createMeeting('Another planning');
    const thisMeeting = await addWebhook('/this-meeting', ['meeting.scheduled', 'meeting.cancelled'], {
      meetingId: meeting.id,
    });
    const link = (email: string) => tokenOf(meeting.participants.find((p) => p.email === email)!.link);

    const answered = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${link('ana@example.com')}`,
      headers: { 'x-overlap-test-now': NOW },
      payload: {
        timeZone: 'America/Los_Angeles',
        painted: true,
        available: [{ start: windowStart, end: windowStart + 7 * DAY }],
        ifNeedBe: [],
        busy: [],
        tentative: [],
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const declined = await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${link('ben@example.com')}`,
      headers: { 'x-overlap-test-now': NOW },
      payload: { note: 'Away that week' },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const slots = (await call('GET', `/api/meetings/${meeting.id}/suggestions`)).json().ranking.slots as {
      start: number;
    }[];
    expect(
      (await call('POST', `/api/meetings/${meeting.id}/book`, { start: slots[0]!.start })).statusCode,
    ).toBe(200);
    const moved = await call('POST', `/api/meetings/${meeting.id}/reschedule`, { start: slots[1]!.start });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await call('POST', `/api/meetings/${meeting.id}/cancel`, { reason: 'Plans changed' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/meetings/${other.id}/book`, { start: slots[0]!.start })).statusCode,
    ).toBe(200);

    const ofMeeting = (list: ReceivedWebhook[], id: string) =>
      list
        .filter((r) => JSON.parse(r.body).data.meeting.id === id)
        .map(typeOf)
        .sort();
    await eventually(
      async () => bed.receiver.at('/all'),
      (list) => ofMeeting(list, meeting.id).length >= 7,
      'every event of the meeting arrived',
    );
    await eventually(
      () => deliveriesOf(thisMeeting.id),
      (list) => list.length === 2 && list.every((d) => d.status === 'succeeded'),
      'the meeting’s own webhook has its two deliveries',
    );
    await eventually(
      () => deliveriesOf(bookingsOnly.id),
      (list) => list.length === 2 && list.every((d) => d.status === 'succeeded'),
      'the bookings webhook has both bookings',
    );
    expect(ofMeeting(bed.receiver.at('/all'), meeting.id)).toEqual(
      [
        'meeting.created',
        'participant.answered',
        'participant.answered',
        'meeting.ready',
        'meeting.scheduled',
        'meeting.rescheduled',
        'meeting.cancelled',
      ].sort(),
    );
    expect(ofMeeting(bed.receiver.at('/bookings'), meeting.id)).toEqual(['meeting.scheduled']);
    expect(ofMeeting(bed.receiver.at('/bookings'), other.id)).toEqual(['meeting.scheduled']);
    expect(ofMeeting(bed.receiver.at('/this-meeting'), meeting.id)).toEqual([
      'meeting.cancelled',
      'meeting.scheduled',
    ]);
    expect(ofMeeting(bed.receiver.at('/this-meeting'), other.id)).toEqual([]);

    const bodies = bed.receiver.at('/all').map((r) => JSON.parse(r.body));
    const ofType = (type: string) => bodies.find((b) => b.type === type && b.data.meeting.id === meeting.id);
    expect(ofType('meeting.ready').data.reason).toBe('answered');
    expect(ofType('meeting.rescheduled').data).toMatchObject({
      previous: { start: new Date(slots[0]!.start).toISOString() },
      meeting: { start: new Date(slots[1]!.start).toISOString(), status: 'scheduled' },
    });
    expect(ofType('meeting.cancelled').data).toMatchObject({
      reason: 'Plans changed',
      meeting: { status: 'cancelled' },
    });
    const answers = bodies.filter(
      (b) => b.type === 'participant.answered' && b.data.meeting.id === meeting.id,
    );
    expect(answers.map((b) => [b.data.participant.email, b.data.participant.status]).sort()).toEqual([
      ['ana@example.com', 'responded'],
      ['ben@example.com', 'declined'],
    ]);
    expect(everything.id).toBeTruthy();
    for (const id of [everything.id, bookingsOnly.id, thisMeeting.id])
      await call('DELETE', `/api/webhooks/${id}`);
  }, 90_000);

  it('sent only bodies the OpenAPI document’s webhooks section describes, of every event type', () => {
    const types = new Set(bed.receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type));
    expect([...types].sort()).toEqual([...ALL].sort());
    expect(bed.receiver.notDescribed).toEqual([]);
  });
});
