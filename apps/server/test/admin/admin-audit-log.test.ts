import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../src/features/mail/templates/default-templates';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';

describe('admin audit log', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInUser(t, 'root@example.com', 'Root Admin')).headers;
    await t.app.inject({ url: '/api/me', headers: admin });
  });
  afterAll(() => t.close());

  const log = (page = 1) => t.app.inject({ url: `/api/admin/audit-log?page=${page}`, headers: admin });

  it('records template edits and resets, not refused edits, and pages newest first', async () => {
    const edit = { ...DEFAULT_TEMPLATES.reminder, subject: 'A gentle nudge: {{meetingTitle}}' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-templates/reminder',
      headers: admin,
      payload: edit,
    });
    expect(saved.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-templates/reminder',
      headers: admin,
      payload: { ...edit, subject: '{{nope}}' },
    });
    expect(refused.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-templates/reminder/reset',
      headers: admin,
      payload: {},
    });
    expect(reset.statusCode).toBe(200);

    const first = (await log()).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(first.entries).toEqual([
      expect.objectContaining({
        action: 'template.reset',
        targetType: 'email_template',
        targetLabel: 'reminder',
      }),
      expect.objectContaining({
        action: 'template.updated',
        actorEmail: 'root@example.com',
        targetId: 'reminder',
      }),
    ]);

    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/email-templates/invitation/reset',
        headers: admin,
        payload: {},
      });
    }
    const again = (await log()).json();
    expect(again.total).toBe(22);
    expect(again.entries).toHaveLength(20);
    const second = (await log(2)).json();
    expect(second.entries.map((e: { action: string }) => e.action)).toEqual([
      'template.reset',
      'template.updated',
    ]);
    expect((await log(0)).statusCode).toBe(400);
  });
});
