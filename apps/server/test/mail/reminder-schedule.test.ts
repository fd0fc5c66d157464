import { describe, expect, it } from 'vitest';
import { automaticReminderAt } from '../../src/features/mail/reminders/reminder-schedule';

const invitedAt = new Date('2025-03-01T10:00:00Z');

describe('automaticReminderAt', () => {
  it('reminds 24 hours before the deadline', () => {
    expect(automaticReminderAt(invitedAt, new Date('2025-03-05T17:00:00Z'))).toEqual(
      new Date('2025-03-04T17:00:00Z'),
    );
  });

  it('reminds 48 hours after the invitation when there is no deadline', () => {
    expect(automaticReminderAt(invitedAt, null)).toEqual(new Date('2025-03-03T10:00:00Z'));
  });

  it('sends no reminder when the deadline is less than a day after the invitation', () => {
    expect(automaticReminderAt(invitedAt, new Date('2025-03-02T09:00:00Z'))).toBeNull();
    expect(automaticReminderAt(invitedAt, new Date('2025-03-02T10:00:00Z'))).toBeNull();
  });
});
