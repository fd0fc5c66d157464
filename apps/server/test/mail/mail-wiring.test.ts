import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KEYS } from '../../src/features/mail/templates/template-variables';
import { createTemplateRepository } from '../../src/features/mail/templates/template-repository';
import { startTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.database.close().catch(() => undefined);
});

describe('the mail feature inside the app', () => {
  it('seeds the templates and installs the job queue at start', async () => {
    const { db } = testApp.database;
    expect(await createTemplateRepository(db).countTemplates()).toBe(EMAIL_TEMPLATE_KEYS.length);
    const queues = (await db.execute(sql`select name from pgboss.queue`)) as unknown as {
      rows: { name: string }[];
    };
    expect(queues.rows.map((q) => q.name)).toContain('send-email');
  });

  it('stops the job queue when the app closes, before the database closes', async () => {
    const started = Date.now();
    await testApp.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await testApp.database.close();
  });
});
