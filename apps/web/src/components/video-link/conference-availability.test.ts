import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { translate, useLocaleStore, type Translate } from '@/i18n';
import { unavailableReason } from './conference-availability';

const google = { provider: 'google', providerName: 'Google', calendarName: 'Work' };
const caldav = { provider: 'caldav', providerName: 'CalDAV', calendarName: 'Team meetings' };

describe('unavailableReason', () => {
  let t: Translate<'common'>;
  beforeAll(async () => {
    await loadCatalogue('en', 'common');
    useLocaleStore.setState({ locale: 'en' });
    t = translate('common');
  });

  it('always offers none, a pasted link and Jitsi', () => {
    for (const kind of ['none', 'link', 'jitsi'] as const) {
      expect(unavailableReason(kind, null, t)).toBeNull();
      expect(unavailableReason(kind, caldav, t)).toBeNull();
    }
  });

  it('offers Google Meet only with a Google write target, and Teams only with a Microsoft one', () => {
    expect(unavailableReason('google-meet', google, t)).toBeNull();
    expect(unavailableReason('teams', google, t)).toContain('a Microsoft (Outlook) calendar');
    expect(unavailableReason('teams', { ...google, provider: 'microsoft' }, t)).toBeNull();
  });

  it('says where meetings go now, or that none is connected, or that it is still checking', () => {
    expect(unavailableReason('google-meet', caldav, t)).toBe(
      'Only when booked meetings are written to a Google calendar; yours go to Team meetings (CalDAV). Change it under Connections.',
    );
    expect(unavailableReason('google-meet', null, t)).toContain('connect one under Connections');
    expect(unavailableReason('google-meet', undefined, t)).toBe('Checking your calendars...');
  });
});
