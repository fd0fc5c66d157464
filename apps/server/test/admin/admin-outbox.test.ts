import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './admin-bed';

const { bed, call } = adminAppForFile();

describe('outbox', () => {
  it('lists newest first in pages, filters by status, and shows a message with its ICS', async () => {
    // Without SMTP every message is kept; add enough to need two pages, with an invitation attached.
    await bed.t.database.db.execute(`
      insert into outbox (dedupe_key, template_key, to_address, subject, html, text, status, created_at, ics_method, ics)
      select 'page-' || n, 'reminder', 'p' || n || '@example.com', 'Message ' || n, '<p>' || n || '</p>', 'text ' || n,
             case when n % 2 = 0 then 'failed' else 'kept' end,
             now() + (n || ' seconds')::interval,
             case when n = 30 then 'REQUEST' end,
             case when n = 30 then 'BEGIN:VCALENDAR' || chr(13) || chr(10) || 'METHOD:REQUEST' || chr(13) || chr(10) || 'END:VCALENDAR' end
      from generate_series(1, 30) as n`);

    const first = (await call('GET', '/api/admin/outbox', bed.admin.headers)).json();
    expect(first.pageSize).toBe(25);
    expect(first.messages).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    expect(first.messages.slice(0, 3).map((m: { subject: string }) => m.subject)).toEqual([
      'Message 30',
      'Message 29',
      'Message 28',
    ]);
    const second = (await call('GET', '/api/admin/outbox?page=2', bed.admin.headers)).json();
    expect(second.page).toBe(2);
    expect(second.hasMore).toBe(false);
    const ids = new Set([...first.messages, ...second.messages].map((m: { id: string }) => m.id));
    expect(ids.size).toBe(first.messages.length + second.messages.length);

    const failed = (await call('GET', '/api/admin/outbox?status=failed', bed.admin.headers)).json();
    expect(failed.messages).toHaveLength(15);
    expect(failed.messages.every((m: { status: string }) => m.status === 'failed')).toBe(true);

    for (const query of ['status=lost', 'page=0', 'page=two']) {
      const bad = await call('GET', `/api/admin/outbox?${query}`, bed.admin.headers);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().code).toBe('validation_failed');
    }

    const withIcs = first.messages[0];
    expect(withIcs.hasIcs).toBe(true);
    const { message } = (await call('GET', `/api/admin/outbox/${withIcs.id}`, bed.admin.headers)).json();
    expect(message).toMatchObject({
      subject: 'Message 30',
      html: '<p>30</p>',
      text: 'text 30',
      icsMethod: 'REQUEST',
      status: 'failed',
      dedupeKey: 'page-30',
    });
    expect(message.ics).toContain('METHOD:REQUEST');

    expect((await call('GET', '/api/admin/outbox/not-a-uuid', bed.admin.headers)).statusCode).toBe(404);
  });
});
