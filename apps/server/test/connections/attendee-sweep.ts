import { loadConfig } from '../../src/config/env';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { sweepAttendeeResponses } from '../../src/features/connections/attendee-response-sweep';
import { createCredentialSealer } from '../../src/features/connections/key-ring';
import { createProviderFactory } from '../../src/features/connections/provider-factory';
import { silentNotifier } from '../../src/features/meetings/shared/meeting-notifier';
import { createResponseRecorder } from '../../src/features/meetings/answers/meeting-responses';
import type { TestApp } from '../support/test-app';

/**
 * Runs the attendee-answer sweep once against the app's database, with the app's calendar settings
 * (`env`) and clock `now`; `told` collects who the organizers were told declined.
 */
export async function sweepAnswersOnce(t: TestApp, env: Record<string, string>, now = () => Date.now()) {
  const config = loadConfig({ LOG_LEVEL: 'error', ...env });
  const told: { meeting: string; name: string; email: string }[] = [];
  const outcome = await sweepAttendeeResponses({
    db: t.database.db,
    sealer: createCredentialSealer(config.calendars),
    providers: createProviderFactory(
      config.calendars,
      createGuardedFetch({ allowList: config.calendars.outboundAllowList }),
    ),
    record: createResponseRecorder({
      db: t.database.db,
      notifier: {
        ...silentNotifier,
        bookedDeclined: async (_tx, meeting, person) =>
          void told.push({ meeting: meeting.title, name: person.name ?? '', email: person.email }),
      },
      now,
    }),
    now,
  });
  return { ...outcome, told };
}
