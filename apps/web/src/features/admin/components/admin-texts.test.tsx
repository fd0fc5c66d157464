import {
  API_ROUTES,
  type AdminAnalyticsResponse,
  type ClientConfigResponse,
  type SiteConfig,
} from '@overlap/contracts';
import type { ReadinessResponse } from '@overlap/contracts/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllCatalogues } from '@/i18n/load-all';
import { useLocaleStore } from '@/i18n/locale-store';
import { SITE_CONFIG_KEY } from '@/lib/site-config';
import { AdminHome } from './admin-home';
import { EmailSection } from './email-section';

// What the admin pages state about this server, read from what it answers rather than written in.
const analytics = {
  overview: {
    totalUsers: 3,
    totalAdmins: 1,
    totalMeetings: 4,
    scheduledMeetings: 2,
    totalEmailTemplates: 11,
  },
} as AdminAnalyticsResponse;

const readiness = (ready: boolean): ReadinessResponse => ({
  ready,
  checks: { database: 'up', migrationsPending: ready ? 0 : 2, jobQueue: 'running', shuttingDown: false },
});

const site = (messageBodiesDays: number): SiteConfig => ({
  signUp: 'open',
  limits: { participantsPerMeeting: 200 },
  operator: { name: null, contactEmail: null, privacyEmail: null, securityEmail: null },
  retention: { answersDaysAfterClose: 30, messageBodiesDays },
  ownLegalTexts: [],
});

function render(page: ReactNode, path: string, cached: [readonly unknown[], unknown][]): string {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise<never>(() => undefined) } },
  });
  for (const [key, data] of cached) client.setQueryData(key, data);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const home = (ready?: boolean) =>
  render(<AdminHome />, '/admin', [
    [[API_ROUTES.adminAnalytics], analytics],
    ...(ready === undefined ? [] : [[[API_ROUTES.ready], readiness(ready)] as [readonly unknown[], unknown]]),
  ]);

beforeAll(() => Promise.all([loadAllCatalogues('en'), loadAllCatalogues('de')]));
afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('the System Health card', () => {
  it('says Good and All systems operational only while the server says it is ready', () => {
    const good = home(true);
    expect(good).toContain('Good');
    expect(good).toContain('All systems operational');

    const notReady = home(false);
    expect(notReady).toContain('Not ready');
    expect(notReady).toContain('its database, migrations or job queue need attention');
    expect(notReady).not.toContain('All systems operational');

    const asking = home();
    expect(asking).toContain('Asking this server whether it is ready.');
    expect(asking).not.toContain('All systems operational');
  });

  it('says the same in German', () => {
    useLocaleStore.setState({ locale: 'de' });
    expect(home(true)).toContain('Alle Systeme laufen');
    expect(home(false)).toContain('Dieser Server ist nicht bereit');
  });
});

describe('the Recent Activity panel', () => {
  it('promises no list it never shows, and says where the activity is', () => {
    const html = home(true);
    expect(html).not.toContain('will be listed here');
    expect(html).toContain('Nothing is listed here. Admin actions are in the Audit Log');
  });
});

describe('the Email Templates intro', () => {
  const email = (days?: number) =>
    render(
      <EmailSection />,
      '/admin/email-templates',
      days === undefined
        ? []
        : [
            [
              SITE_CONFIG_KEY,
              {
                auth: { status: 'incomplete', missing: [] },
                site: site(days),
              } satisfies ClientConfigResponse,
            ],
          ],
    );

  it('states the days this server keeps sent messages, as retention deletes them after that', () => {
    expect(email(9)).toContain('the messages it sent or kept in the last 9 days; older ones are deleted');
    expect(email(1)).toContain('in the last 1 day;');
    expect(email()).toContain('older ones are deleted after the days this server keeps them');
    expect(email(9)).not.toContain('every message it has sent or kept');
  });
});

const admins = import.meta.glob<Record<string, string>>('../../../i18n/messages/*/admin.json', {
  eager: true,
  import: 'default',
});

describe('a meeting that is gone', () => {
  // Organizers delete their own requests too (apps/server/test/privacy/meeting-deletion.test.ts).
  it.each(['en', 'de', 'fr', 'es'])(
    'in %s names the organizer’s own deletion, not only their account’s',
    (locale) => {
      const hint = admins[`../../../i18n/messages/${locale}/admin.json`]!['meeting.noneHint']!;
      expect(hint).toMatch(
        /by its organizer|von seiner organisierenden Person|par son organisateur|la borrara su organizador/,
      );
    },
  );
});

describe('the e-mail templates’ descriptions', () => {
  // apps/server/test/meetings/change-participants.test.ts: people added before booking get one too.
  it('names people added to an open request, not only a new request’s', () => {
    const en = admins['../../../i18n/messages/en/admin.json']!;
    expect(en['mail.invitation.description']).toContain('and to anyone added while it is still open');
  });

  // The Updated e-mail's changes are MeetingChange (apps/server/src/features/meetings/shared/meeting-change.ts):
  // change-participants.test.ts (required), series-restore.test.ts and rotation-series-ended.test.ts (dates).
  // booking-delivery.test.ts: with Microsoft as write target, Graph's invitation is the only one.
  it('says the calendar attachment is left out where the organizer’s calendar sends its own', () => {
    const en = admins['../../../i18n/messages/en/admin.json']!;
    for (const key of ['scheduled', 'rescheduled', 'cancelled', 'removed']) {
      expect(en[`mail.${key}.description`], key).toContain('unless the organizer’s calendar sends its own');
    }
  });

  it('names every change the Updated e-mail is sent for', () => {
    const en = admins['../../../i18n/messages/en/admin.json']!;
    expect(en['mail.meeting_updated.description']).toContain(
      'people added or removed, someone made required or optional, its video link, or which dates of a series take place',
    );
  });
});
