import type { MeetingDeliveryDto, MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { scheduledChecks } from './scheduled-checks';

const person = (id: string, status: ParticipantDto['status'], required = true) =>
  ({ id, status, required }) as ParticipantDto;
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
    const people = [person('p0', 'responded'), person('p1', 'invited', false)];
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
      allParticipantsConfirmed: false,
      allCalendarsSynced: false,
      pending: true,
    });
    const failed = scheduledChecks(meeting('scheduled', people, delivery('failed', ['failed', 'sent'])));
    expect(failed).toMatchObject({
      allParticipantsConfirmed: false,
      allCalendarsSynced: false,
      pending: false,
    });
    const none = scheduledChecks(meeting('scheduled', people, delivery('no_calendar', ['kept', 'kept'])));
    expect(none).toMatchObject({ allParticipantsConfirmed: false, allCalendarsSynced: false });
  });

  it('does not claim participants when one declined or a required one never answered', () => {
    const sent = delivery('written', ['sent', 'not_sent']);
    expect(
      scheduledChecks(
        meeting('scheduled', [person('p0', 'responded'), person('p1', 'declined', false)], sent),
      ).allParticipantsConfirmed,
    ).toBe(false);
    expect(
      scheduledChecks(meeting('scheduled', [person('p0', 'invited')], delivery('written', ['sent'])))
        .allParticipantsConfirmed,
    ).toBe(false);
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
