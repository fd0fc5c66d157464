import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountRepository } from '../../src/features/auth/accounts/account-repository';
import { DEMO_ORGANIZER, seedDemo } from '../../src/features/demo/demo-seed';
import { tokenFactory } from '../auth/support/token-factory';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('creates an organizer and a meeting with ranked suggestions across four zones', async () => {
  const config = {
    auth: {
      provider: {
        kind: 'built-in' as const,
        issuer: 'http://localhost:3000/oidc',
        clientId: 'overlap-web',
        audience: 'http://localhost:3000/api',
      },
      adminEmails: [],
    },
    publicUrl: 'http://localhost:3000',
  };
  const { password, meeting } = await seedDemo(t.database.db, config as never);
  expect(password.length).toBeGreaterThanOrEqual(12);
  expect(meeting.participants).toHaveLength(4);

  const account = await createAccountRepository(t.database.db).findByEmail(DEMO_ORGANIZER.email);
  const token = await (await tokenFactory(t.database)).sign({ sub: account!.id });
  const suggestions = await t.app.inject({
    url: `/api/meetings/${meeting.id}/suggestions`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(suggestions.statusCode).toBe(200);
  const { ranking, waitingFor } = suggestions.json();
  expect(waitingFor).toEqual([]);
  expect(ranking.slots.length).toBeGreaterThan(0);
  expect(ranking.slots[0].breakdown.tier).toBeLessThanOrEqual(1);
  expect(ranking.slots[0].people.map((p: { displayName: string }) => p.displayName)).toContain('Priya Nair');

  const view = await t.app.inject({
    url: `/api/participant/meeting?token=${new URL(meeting.participants[0]!.link).searchParams.get('token')}`,
  });
  expect(view.json().participant.status).toBe('responded');

  // Running it again refreshes the password and adds a second meeting, without failing.
  const again = await seedDemo(t.database.db, config as never);
  expect(again.password).not.toBe(password);
  expect(again.meeting.id).not.toBe(meeting.id);
});
