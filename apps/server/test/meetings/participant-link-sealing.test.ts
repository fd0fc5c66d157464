import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import {
  credentialKeyId,
  decryptCredential,
  encryptCredential,
} from '../../src/features/calendars/crypto/credential-cipher';
import { hashParticipantToken } from '../../src/features/meetings/shared';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest, tokenOf } from './meeting-fixtures';

// The privacy page says a copy of the database alone yields no working guest link: the copy kept for
// the organizer is sealed with CREDENTIALS_KEY, which lives outside the database.
const credentialsKey = randomBytes(32).toString('base64');
const env = { CREDENTIALS_KEY: credentialsKey };

let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await startTestApp(env);
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
});
afterAll(() => t.close());

interface StoredLink {
  id: string;
  token_hash: string;
  token_sealed: string;
}
const rowsOf = async (sql: string) =>
  ((await t.database.db.execute(sql)) as unknown as { rows: Record<string, unknown>[] }).rows;
const storedLinks = async (meetingId: string) =>
  (await rowsOf(
    `select id, token_hash, token_sealed from meeting_participants where meeting_id = '${meetingId}' order by email`,
  )) as unknown as StoredLink[];
const databaseSecrets = async () =>
  (await rowsOf(`select name, value from auth_secrets`)) as { name: string; value: unknown }[];

async function createMeeting() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: organizer.headers,
    payload: meetingRequest(),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; participants: { email: string; link: string }[] };
}

describe('personal links at rest', () => {
  it('seals the copy with the credentials key, and no key in the database opens it', async () => {
    const meeting = await createMeeting();
    const stored = await storedLinks(meeting.id);
    const byEmail = [...meeting.participants].sort((a, b) => a.email.localeCompare(b.email));
    const secrets = await databaseSecrets();
    expect(secrets.map((s) => s.name)).not.toContain('participant-link-key');
    const databaseKeys = secrets.flatMap((s) => {
      const material = (s.value as { material?: unknown })?.material;
      return typeof material === 'string' ? [{ id: 'l1', material: Buffer.from(material, 'base64') }] : [];
    });
    stored.forEach((row, i) => {
      const token = tokenOf(byEmail[i]!.link);
      expect(row.token_hash).toBe(hashParticipantToken(token));
      const key = { id: credentialKeyId(row.token_sealed), material: Buffer.from(credentialsKey, 'base64') };
      expect(decryptCredential(row.token_sealed, `participant:${row.id}`, [key])).toBe(token);
      expect(() => decryptCredential(row.token_sealed, `participant:${row.id}`, databaseKeys)).toThrow();
    });
  });

  it('moves links sealed with the old database key to the credentials key at the next start', async () => {
    const meeting = await createMeeting();
    const legacy = { id: 'l1', material: randomBytes(32) };
    const before = await storedLinks(meeting.id);
    const tokens = before.map((row) => {
      const key = { id: credentialKeyId(row.token_sealed), material: Buffer.from(credentialsKey, 'base64') };
      return decryptCredential(row.token_sealed, `participant:${row.id}`, [key]);
    });
    for (const [i, row] of before.entries()) {
      const sealed = encryptCredential(tokens[i]!, `participant:${row.id}`, legacy);
      await t.database.db.execute(
        `update meeting_participants set token_sealed = '${sealed}' where id = '${row.id}'`,
      );
    }
    await t.database.db.execute(
      `insert into auth_secrets (name, value) values ('participant-link-key', '${JSON.stringify({
        id: legacy.id,
        material: legacy.material.toString('base64'),
      })}'::jsonb)`,
    );

    const restarted = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent-overlap-dist', ...env }),
      database: t.database,
    });
    await restarted.ready();
    try {
      const after = await storedLinks(meeting.id);
      for (const row of after) expect(credentialKeyId(row.token_sealed)).not.toBe('l1');
      expect((await databaseSecrets()).map((s) => s.name)).not.toContain('participant-link-key');
      const detail = await restarted.inject({
        url: `/api/meetings/${meeting.id}`,
        headers: organizer.headers,
      });
      expect(detail.statusCode).toBe(200);
      const links = (detail.json() as { participants: { link: string }[] }).participants.map((p) => p.link);
      expect(links.map(tokenOf).sort()).toEqual([...tokens].sort());
    } finally {
      await restarted.close();
    }
  });
});
