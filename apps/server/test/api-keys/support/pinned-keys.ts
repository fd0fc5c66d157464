import { expect } from 'vitest';
import { appWithPeopleForFile } from '../../auth/support/signed-in-user';
import type { TestApp } from '../../support/test-app';
import type { BodyOf } from '../../support/typed-client';

// Friday 23:50 UTC before Europe's change to summer time; every request runs at a pinned instant.
export const PINNED = Date.parse('2030-03-29T23:50:00Z');
export const at = (offsetMs = 0) => ({ 'x-overlap-test-now': new Date(PINNED + offsetMs).toISOString() });
export const KEY_SHAPE = /^ovl_live_[a-z2-9]{8}_[A-Za-z0-9_-]{43}$/;
export const RATE_LIMIT = 8;

export type Who = { headers: Record<string, string> };

/** Creates a key through the API as `who`, at the pinned instant. */
export function keyCalls(app: () => TestApp) {
  return {
    async createKey(who: Who, name: string, scopes = ['meetings:read', 'meetings:write']) {
      const res = await app().app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: { ...who.headers, ...at() },
        payload: { name, scopes },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; key: string; prefix: string; name: string; scopes: string[] };
    },
  };
}

/**
 * An app (by default at the keys' rate limit, with pinnable request clocks) and its admin, Olga and Sam,
 * started before the file's tests and closed after them, and Olga's or anyone's `createKey`.
 */
export function keyAppForFile(
  env: Record<string, string> = {
    TEST_CLOCK_HEADER: 'true',
    API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  },
) {
  const bed = appWithPeopleForFile(env);
  return { bed, ...keyCalls(() => bed.t) };
}

/** A key's authorization at the pinned instant, or `offsetMs` after it. */
export const withKey = (key: string, offsetMs = 0) => ({ authorization: `Bearer ${key}`, ...at(offsetMs) });

/** A 30-minute request in Berlin over the weekdays after the pinned instant, from Monday 1 April 2030. */
export function berlinWeekMeetingBody(
  title: string,
  participants: BodyOf<'createMeeting'>['participants'],
): BodyOf<'createMeeting'> {
  return {
    title,
    durationMinutes: 30,
    participants,
    windowStart: '2030-04-01T00:00:00Z',
    windowEnd: '2030-04-06T00:00:00Z',
    allowedWeekdays: [1, 2, 3, 4, 5],
    allowedHours: null,
    organizerZone: 'Europe/Berlin',
    deadline: null,
    autoSchedule: false,
  };
}
