import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config/env';
import { signedInUser } from '../auth/support/signed-in-user';
import { createdMeeting } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

// Two instances on one database with different keys (each its own key file, or two CREDENTIALS_KEYs):
// the second must refuse to start with a message that names the setting, not fail request by request.
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64');
const quiet = { LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent-overlap-dist' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CREDENTIALS_KEY: keyA });
});
afterAll(() => t.close());

const startSecond = async (env: Record<string, string>) => {
  const app = await buildApp({ config: loadConfig({ ...quiet, ...env }), database: t.database });
  await app.close();
};

describe('an instance whose credentials key cannot open what is stored', () => {
  it('starts while nothing sealed is stored yet, whatever its key', async () => {
    await expect(startSecond({ CREDENTIALS_KEY: keyB })).resolves.toBeUndefined();
  });

  it('refuses to start once another key sealed the personal links, naming CREDENTIALS_KEY', async () => {
    const organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
    await createdMeeting(t, organizer.headers);

    const refused = await startSecond({ CREDENTIALS_KEY: keyB }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toMatch(
      /CREDENTIALS_KEY: this key cannot open the personal links already stored in the database/,
    );
    // The same key starts; so does a new key that lists the old one as CREDENTIALS_OLD_KEYS.
    await expect(startSecond({ CREDENTIALS_KEY: keyA })).resolves.toBeUndefined();
    await expect(startSecond({ CREDENTIALS_KEY: keyB, CREDENTIALS_OLD_KEYS: keyA })).resolves.toBeUndefined();
  });
});
