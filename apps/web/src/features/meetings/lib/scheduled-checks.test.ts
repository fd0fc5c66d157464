import type { MeetingDeliveryDto, MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { scheduledChecks } from './scheduled-checks';

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
  calendar: { state: calendar, calendarName: 'Work', provider: 'caldav', message: null },
  invitationsFromCalendar: false,
  emails: emails.map((state, i) => ({ participantId: `p${i}`, state, message: null })),
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
      confirmed: true,
      allParticipantsConfirmed: true,
      allCalendarsSynced: true,
      pending: false,
    });
  });

  it('waits for pending e-mails and writes, and never claims failed ones', () => {
    const people = [person('p0', 'responded'), person('p1', 'responded')];
    const pending = scheduledChecks(meeting('scheduled', people, delivery('pending', ['sent', 'pending'])));
    expect(pending).toMatchObject({
      allCalendarsSynced: false,
      pending: true,
    });
    const failed = scheduledChecks(meeting('scheduled', people, delivery('failed', ['failed', 'sent'])));
    expect(failed).toMatchObject({ allCalendarsSynced: false, pending: false });
    const none = scheduledChecks(meeting('scheduled', people, delivery('no_calendar', ['kept', 'kept'])));
    expect(none).toMatchObject({ allCalendarsSynced: false });
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
      confirmed: false,
      allParticipantsConfirmed: false,
      allCalendarsSynced: false,
      pending: false,
    });
  });
});
