import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config/env';
import { startTestApp, type TestApp } from '../support/test-app';

// Instances on one database must agree on PUBLIC_URL and on where tokens come from; one that differs from
// an instance already running must refuse to start, naming the setting, rather than refuse tokens later.
const quiet = { LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent-overlap-dist' };
const CLUSTER_URL = 'https://meet.example.com';
const external = {
  OIDC_ISSUER: 'https://login.example.com/',
  OIDC_CLIENT_ID: 'overlap',
  OIDC_AUDIENCE: 'https://meet.example.com/api',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: CLUSTER_URL, TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const start = (env: Record<string, string>) =>
  buildApp({ config: loadConfig({ ...quiet, TRUST_PROXY: 'true', ...env }), database: t.database });
const refusal = (env: Record<string, string>) =>
  start(env).then(
    async (app) => {
      await app.close();
      return null;
    },
    (error: unknown) => error,
  );
const members = async () =>
  (
    (await t.database.db.execute(
      sql`select public_url from cluster_members order by public_url`,
    )) as unknown as {
      rows: { public_url: string }[];
    }
  ).rows.map((row) => row.public_url);

describe('settings every instance on one database must share', () => {
  it('starts a second instance with the same settings, and forgets it once it stops', async () => {
    const second = await start({ PUBLIC_URL: CLUSTER_URL });
    expect(await members()).toEqual([CLUSTER_URL, CLUSTER_URL]);
    await second.close();
    expect(await members()).toEqual([CLUSTER_URL]);
  });

  it('refuses another PUBLIC_URL while an instance runs, naming PUBLIC_URL and both values', async () => {
    const refused = await refusal({ PUBLIC_URL: 'https://other.example.com' });
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL: this instance has https:\/\/other\.example\.com, another running instance on this database has https:\/\/meet\.example\.com\./,
      ),
    ]);
    expect(await members()).toEqual([CLUSTER_URL]);
  });

  it('refuses an external sign-in beside the built-in one, naming the OIDC settings', async () => {
    const refused = await refusal({ PUBLIC_URL: CLUSTER_URL, ...external });
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toMatch(
      /OIDC_ISSUER, OIDC_AUDIENCE: this instance accepts tokens from "external issuer=https:\/\/login\.example\.com audience=https:\/\/meet\.example\.com\/api", another running instance on this database from "built-in"\./,
    );
    expect((refused as ConfigError).message).not.toMatch(/PUBLIC_URL:/);
  });

  it('does not count an instance that stopped reporting (killed) once its reports are old', async () => {
    await t.database.db.execute(sql`update cluster_members set seen_at = now() - interval '1 hour'`);
    const moved = await start({ PUBLIC_URL: 'https://moved.example.com' });
    try {
      expect(await members()).toEqual(['https://moved.example.com']);
      // The instance now on record is the one with the new address; the old address is refused.
      const refused = await refusal({ PUBLIC_URL: CLUSTER_URL });
      expect((refused as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- PUBLIC_URL: /);
    } finally {
      await moved.close();
    }
  });

  it('lets exactly one of two instances starting at once with different addresses run', async () => {
    await t.database.db.execute(sql`delete from cluster_members`);
    const outcomes = await Promise.allSettled(
      ['https://a.example.com', 'https://b.example.com'].map((url) => start({ PUBLIC_URL: url })),
    );
    const started = outcomes.filter(
      (o): o is PromiseFulfilledResult<FastifyInstance> => o.status === 'fulfilled',
    );
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(ConfigError);
    await Promise.all(started.map((o) => o.value.close()));
    expect(await members()).toEqual([]);
  });
});
