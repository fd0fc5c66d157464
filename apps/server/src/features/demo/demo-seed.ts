import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultWorkingHours } from '@overlap/contracts';
import type { IntervalDto } from '@overlap/contracts/schemas';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { expandBusyTime } from '../calendars/ical/expand-busy-time';
import type { BusyKind, TimeRange } from '../calendars/provider-port';
import { createAccountRepository } from '../auth/accounts/account-repository';
import { hashPassword } from '../auth/accounts/password-hash';
import { localAccounts } from '../auth/accounts/table';
import { createCredentialSealer } from '../connections/key-ring';
import { silentNotifier, loadLinkSealer } from '../meetings/shared';
import { createMeetingServices } from '../meetings/meeting-services';
import { createUserRepository } from '../users/user-repository';
import { buildDemoIcs } from './demo-ics';
import { createDemoCalendarRepository } from './demo-calendar-repository';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people';
import { demoCalendarUrl } from './demo-routes';

const DAY = 24 * 60 * 60 * 1000;
export const DEMO_ORGANIZER = { email: 'demo@overlap.local', name: 'Dana Demo', zone: 'Europe/London' };
const ORGANIZER = DEMO_ORGANIZER;

/** Creates (or refreshes) the demo organizer with a new password, and a meeting everyone has answered. */
export async function seedDemo(db: Db, config: Pick<Config, 'auth' | 'publicUrl' | 'calendars'>) {
  if (config.auth.provider.kind !== 'built-in') {
    throw new Error(
      'The demo signs in with the built-in provider: unset OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE.',
    );
  }
  const password = randomBytes(9).toString('base64url');
  const accounts = createAccountRepository(db);
  const passwordHash = await hashPassword(password);
  let account = await accounts.findByEmail(ORGANIZER.email);
  if (account) await db.update(localAccounts).set({ passwordHash }).where(eq(localAccounts.id, account.id));
  else
    account = await accounts.create({
      email: ORGANIZER.email,
      name: ORGANIZER.name,
      passwordHash,
    });
  if (!account) throw new Error('Could not create the demo account.');

  const users = createUserRepository(db);
  const [firstName, lastName] = ORGANIZER.name.split(' ');
  const user = await users.upsertFromProfile(
    { issuer: config.auth.provider.issuer, subject: account.id },
    {
      email: ORGANIZER.email,
      emailVerified: true,
      name: ORGANIZER.name,
      firstName: firstName!,
      lastName: lastName!,
      profileImageUrl: null,
    },
    false,
  );
  await users.updateSettings(user.id, {
    name: ORGANIZER.name,
    timeZone: ORGANIZER.zone,
    workingHours: defaultWorkingHours(),
    theme: 'system',
    clock: 'auto',
    videoDefault: { kind: 'none' },
    answerNotices: 'ready',
  });

  const meetings = createMeetingServices({
    db,
    links: await loadLinkSealer(db, await createCredentialSealer(config.calendars).keys()),
    notifier: silentNotifier,
    publicUrl: config.publicUrl,
    // The demo sends no e-mail at all (silent notifier).
    mailDelivery: 'outbox',
    mailFrom: { name: 'Overlap', address: 'no-reply@localhost' },
  });
  const today = Math.floor(Date.now() / DAY) * DAY;
  const windowStart = today + DAY;
  const windowEnd = today + 8 * DAY;
  const meeting = await meetings.organizer.create(user, {
    title: 'Roadmap review (demo)',
    description: 'A demo meeting across New York, Berlin, Kolkata and Tokyo.',
    durationMinutes: 30,
    participants: DEMO_PEOPLE.map((p) => ({ email: p.email, name: p.name, required: p.required })),
    windowStart: new Date(windowStart).toISOString(),
    windowEnd: new Date(windowEnd).toISOString(),
    allowedWeekdays: [1, 2, 3, 4, 5],
    allowedHours: null,
    organizerZone: ORGANIZER.zone,
    deadline: null,
    location: 'https://meet.example.com/roadmap',
    autoSchedule: false,
  });
  const days = Array.from({ length: 8 }, (_, i) => windowStart + i * DAY);
  const calendars = createDemoCalendarRepository(db);
  const feeds: { name: string; url: string }[] = [];
  for (const person of DEMO_PEOPLE) {
    const link = meeting.participants.find((p) => p.email === person.email)!.link;
    const token = new URL(link).searchParams.get('token')!;
    let answer: {
      painted: boolean;
      available: IntervalDto[];
      ifNeedBe: IntervalDto[];
      busy: IntervalDto[];
      tentative: IntervalDto[];
    };
    if (person.answer.from === 'painted') {
      answer = { painted: true, busy: [], tentative: [], ...person.answer.times(days) };
    } else {
      const id = randomBytes(16).toString('base64url');
      const ics = buildDemoIcs({
        name: person.answer.calendarName,
        zone: person.zone,
        uidPrefix: id,
        events: person.answer.events(days),
        now: new Date(),
      });
      await calendars.replace({ id, ownerEmail: person.email, name: person.answer.calendarName, ics });
      feeds.push({ name: person.name, url: demoCalendarUrl(config.publicUrl, id) });
      // Exactly what reading the served feed gives: the same text through the same expansion.
      answer = {
        painted: false,
        available: [],
        ifNeedBe: [],
        ...busyFromIcs(ics, person, { start: windowStart, end: windowEnd }),
      };
    }
    await meetings.participant.answer(token, { timeZone: person.zone, ...answer });
  }

  return { password, meeting, feeds };
}

/** A calendar's busy and tentative time in the window, as the ICS feed adapter would read it. */
export function busyFromIcs(ics: string, person: Pick<DemoPerson, 'zone' | 'email'>, range: TimeRange) {
  const intervals = expandBusyTime(ics, { range, userZone: person.zone, userAddresses: [person.email] });
  const of = (kind: BusyKind) =>
    intervals.filter((i) => i.kind === kind).map(({ start, end }) => ({ start, end }));
  return { busy: of('busy'), tentative: of('tentative') };
}
