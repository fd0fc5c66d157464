import type { MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { scheduledChecks } from './scheduled-checks';

const person = (status: ParticipantDto['status'], required = true) =>
  ({ status, required }) as ParticipantDto;
const meeting = (status: MeetingDetailDto['status'], participants: ParticipantDto[]) =>
  ({ status, participants }) as MeetingDetailDto;

describe('scheduledChecks', () => {
  it('claims every participant only when all required answered and nobody declined', () => {
    expect(scheduledChecks(meeting('scheduled', [person('responded'), person('invited', false)]))).toEqual({
      scheduled: true,
      confirmed: true,
      allParticipantsConfirmed: true,
      allCalendarsSynced: false,
    });
    expect(
      scheduledChecks(meeting('scheduled', [person('responded'), person('declined', false)]))
        .allParticipantsConfirmed,
    ).toBe(false);
    expect(scheduledChecks(meeting('scheduled', [person('invited')])).allParticipantsConfirmed).toBe(false);
  });
  it('claims nothing for an open or cancelled meeting', () => {
    expect(scheduledChecks(meeting('cancelled', [person('responded')]))).toMatchObject({
      scheduled: false,
      confirmed: false,
      allParticipantsConfirmed: false,
    });
  });
});
