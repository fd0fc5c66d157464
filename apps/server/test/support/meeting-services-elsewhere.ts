import { eq } from 'drizzle-orm';
import { createMeetingServices } from '../../src/features/meetings/meeting-services';
import type { MeetingNotifier } from '../../src/features/meetings/shared/meeting-notifier';
import { users } from '../../src/features/users/table';
import { linkSealerLike, type TestApp } from './test-app';

/**
 * Meeting services of their own over `t`'s database at the instant `now`: their own caches, as another
 * instance has. With them, the row of the organizer whose e-mail is `organizerEmail`.
 */
export async function meetingServicesElsewhere(
  t: TestApp,
  organizerEmail: string,
  now: string,
  deps: Partial<Parameters<typeof createMeetingServices>[0]> = {},
) {
  const [organizerRow] = await t.database.db.select().from(users).where(eq(users.email, organizerEmail));
  const services = createMeetingServices({
    db: t.database.db,
    links: await linkSealerLike(t.database.db),
    notifier: {} as MeetingNotifier,
    publicUrl: 'http://localhost:3000',
    mailDelivery: 'outbox',
    mailFrom: { name: 'Overlap', address: 'no-reply@localhost' },
    clock: () => Date.parse(now),
    ...deps,
  });
  return { services, organizerRow: organizerRow! };
}
