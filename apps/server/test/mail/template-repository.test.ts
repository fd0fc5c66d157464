import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../src/features/mail/templates/default-templates';
import { EMAIL_TEMPLATE_KEYS } from '../../src/features/mail/templates/template-variables';
import { TemplateError } from '../../src/features/mail/templates/render-template';
import { emailTemplates } from '../../src/features/mail/templates/table';
import {
  createTemplateRepository,
  seedDefaultTemplates,
} from '../../src/features/mail/templates/template-repository';
import { createTestDatabase } from '../support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe(`e-mail templates on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
  it('seeds every default once, however often it runs', async () => {
    await seedDefaultTemplates(database.db);
    await Promise.all([seedDefaultTemplates(database.db), seedDefaultTemplates(database.db)]);
    const templates = createTemplateRepository(database.db);
    expect(await templates.countTemplates()).toBe(EMAIL_TEMPLATE_KEYS.length);
    const listed = await templates.list();
    expect(listed.map((t) => t.key)).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
    expect(await templates.get('invitation')).toMatchObject({
      ...DEFAULT_TEMPLATES.invitation,
      updatedBy: null,
    });
  });

  it("keeps an admin's edit when seeding again, and brings unedited templates up to the newest default", async () => {
    const templates = createTemplateRepository(database.db);
    const edited = { ...DEFAULT_TEMPLATES.reminder, subject: 'Friendly nudge: {{meetingTitle}}' };
    const saved = await templates.update('reminder', edited, 'admin-1');
    expect(saved).toMatchObject({ subject: 'Friendly nudge: {{meetingTitle}}', updatedBy: 'admin-1' });
    // An older default left in an unedited row:
    await database.db
      .update(emailTemplates)
      .set({ subject: 'old default' })
      .where(eq(emailTemplates.key, 'cancelled'));

    await seedDefaultTemplates(database.db);

    expect((await templates.get('reminder'))?.subject).toBe('Friendly nudge: {{meetingTitle}}');
    expect((await templates.get('cancelled'))?.subject).toBe(DEFAULT_TEMPLATES.cancelled.subject);
  });

  it('refuses an edit that uses a variable the e-mail does not provide, and changes nothing', async () => {
    const templates = createTemplateRepository(database.db);
    const before = await templates.get('scheduled');
    await expect(
      templates.update('scheduled', { ...DEFAULT_TEMPLATES.scheduled, text: 'Hi {{firstName}}' }, 'admin-1'),
    ).rejects.toThrow(TemplateError);
    await expect(
      templates.update('scheduled', { ...DEFAULT_TEMPLATES.scheduled, text: 'Hi {{firstName}}' }, 'admin-1'),
    ).rejects.toThrow(/unknown placeholder \{\{firstName\}\}/);
    expect(await templates.get('scheduled')).toEqual(before);
  });
});
