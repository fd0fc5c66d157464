import { describe, expect, it } from 'vitest';
import { unavailableReason } from './conference-availability';

const google = { provider: 'google', providerName: 'Google', calendarName: 'Work' };
const caldav = { provider: 'caldav', providerName: 'CalDAV', calendarName: 'Team meetings' };

describe('unavailableReason', () => {
  it('always offers none, a pasted link and Jitsi', () => {
    for (const kind of ['none', 'link', 'jitsi'] as const) {
      expect(unavailableReason(kind, null)).toBeNull();
      expect(unavailableReason(kind, caldav)).toBeNull();
    }
  });

  it('offers Google Meet only with a Google write target, and Teams only with a Microsoft one', () => {
    expect(unavailableReason('google-meet', google)).toBeNull();
    expect(unavailableReason('teams', google)).toContain('a Microsoft (Outlook) calendar');
    expect(unavailableReason('teams', { ...google, provider: 'microsoft' })).toBeNull();
  });

  it('says where meetings go now, or that none is connected, or that it is still checking', () => {
    expect(unavailableReason('google-meet', caldav)).toBe(
      'Only when booked meetings are written to a Google calendar; yours go to Team meetings (CalDAV). Change it under Connections.',
    );
    expect(unavailableReason('google-meet', null)).toContain('connect one under Connections');
    expect(unavailableReason('google-meet', undefined)).toBe('Checking your calendars...');
  });
});
