import type { MeetingDeliveryDto, MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { eventHasCalendar, scheduledChecks } from './scheduled-checks';

const person = (
  id: string,
  status: ParticipantDto['status'],
  required = true,
  response: ParticipantDto['response'] = 'accepted',
) => ({ id, status, required, response }) as ParticipantDto;
const delivery = (
  calendar: MeetingDeliveryDto['calendar']['state'],
  emails: MeetingDeliveryDto['emails'][number]['state'][],
): MeetingDeliveryDto => ({
  calendar: { state: calendar, calendarName: 'Work', provider: 'caldav', message: null, reason: null },
  invitationsFromCalendar: false,
  emails: emails.map((state, i) => ({ participantId: `p${i}`, state, message: null, reason: null })),
});
const meeting = (
  status: MeetingDetailDto['status'],
  participants: ParticipantDto[],
  sent: MeetingDeliveryDto | null = null,
) => ({ status, participants, delivery: sent }) as MeetingDetailDto;

describe('scheduledChecks', () => {
  it('claims every line only when answers, e-mails and the calendar are all done', () => {
    const people = [person('p0', 'responded'), person('p1', 'invited', false, 'needs-action')];
    expect(scheduledChecks(meeting('scheduled', people, delivery('written', ['sent', 'sent'])))).toEqual({
      scheduled: true,
      allParticipantsConfirmed: true,
      pending: false,
    });
  });

  it('claims no confirmation while nobody has replied to the booked time', () => {
    const people = [
      person('p0', 'responded', true, 'needs-action'),
      person('p1', 'responded', true, 'needs-action'),
    ];
    const checks = scheduledChecks(meeting('scheduled', people, delivery('no_calendar', ['sent', 'sent'])));
    expect(checks).toEqual({ scheduled: true, allParticipantsConfirmed: false, pending: false });
  });

  it('knows whether the event has a calendar to live in', () => {
    const people = [person('p0', 'responded')];
    const has = (state: MeetingDeliveryDto['calendar']['state']) =>
      eventHasCalendar(meeting('scheduled', people, delivery(state, ['sent'])));
    expect(has('no_calendar')).toBe(false);
    expect(has('pending')).toBe(true);
    expect(has('written')).toBe(true);
    expect(has('failed')).toBe(true);
    expect(eventHasCalendar(meeting('collecting', people))).toBe(false);
  });

  it('waits for pending e-mails and writes, and never claims failed ones', () => {
    const people = [person('p0', 'responded'), person('p1', 'responded')];
    const pending = scheduledChecks(meeting('scheduled', people, delivery('pending', ['sent', 'pending'])));
    expect(pending).toMatchObject({ pending: true });
    const failed = scheduledChecks(meeting('scheduled', people, delivery('failed', ['failed', 'sent'])));
    expect(failed).toMatchObject({ pending: false });
    const none = scheduledChecks(meeting('scheduled', people, delivery('no_calendar', ['kept', 'kept'])));
    expect(none).toMatchObject({ pending: false });
  });

  it('claims participants only when every required person accepted, whatever the optional ones say', () => {
    const sent = delivery('written', ['sent', 'sent']);
    const confirmed = (people: ParticipantDto[]) =>
      scheduledChecks(meeting('scheduled', people, sent)).allParticipantsConfirmed;
    expect(confirmed([person('p0', 'responded'), person('p1', 'responded', false, 'declined')])).toBe(true);
    expect(confirmed([person('p0', 'responded'), person('p1', 'responded', true, 'tentative')])).toBe(false);
    expect(confirmed([person('p0', 'responded'), person('p1', 'responded', true, 'needs-action')])).toBe(
      false,
    );
    expect(confirmed([person('p0', 'responded', true, 'declined')])).toBe(false);
  });

  it('claims nothing for an open or cancelled meeting', () => {
    expect(scheduledChecks(meeting('cancelled', [person('p0', 'responded')]))).toEqual({
      scheduled: false,
      allParticipantsConfirmed: false,
      pending: false,
    });
  });
});
