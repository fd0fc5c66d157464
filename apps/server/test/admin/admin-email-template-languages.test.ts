import { DEFAULT_TEMPLATES } from '../../src/features/mail/templates/default-templates';
import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './admin-bed';
import { meetingRequest } from '../meetings/meeting-fixtures';

const { bed, call } = adminAppForFile();

describe('templates in other languages', () => {
  it('edits the German reminder apart from the English one, shows its default, and resets it', async () => {
    const german = await call('GET', '/api/admin/email-templates/reminder?locale=de', bed.admin.headers);
    expect(german.statusCode).toBe(200);
    const builtIn = german.json().template;
    expect(builtIn).toMatchObject({ key: 'reminder', locale: 'de', edited: false, editedLocales: [] });
    expect(builtIn.subject).toBe('Erinnerung: Wann haben Sie Zeit für {{meetingTitle}}?');
    expect(builtIn.defaults.subject).toBe(builtIn.subject);

    const edit = {
      ...builtIn.defaults,
      subject: 'Kurze Erinnerung: {{meetingTitle}}',
      text: 'Bitte antworten Sie, {{recipientName}}: {{link}}',
    };
    const saved = await call('PUT', '/api/admin/email-templates/reminder?locale=de', bed.admin.headers, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().template).toMatchObject({
      locale: 'de',
      edited: true,
      subject: edit.subject,
      editedLocales: ['de'],
      defaults: { subject: builtIn.subject },
    });
    const english = (await call('GET', '/api/admin/email-templates/reminder', bed.admin.headers)).json();
    expect(english.template).toMatchObject({ locale: 'en', edited: false, editedLocales: ['de'] });
    expect(english.template.subject).toBe(DEFAULT_TEMPLATES.reminder.subject);
    const keys = (await call('GET', '/api/admin/email-templates', bed.admin.headers)).json().templates;
    expect(keys.filter((tpl: { key: string }) => tpl.key === 'reminder')).toHaveLength(1);

    const unknown = await call('GET', '/api/admin/email-templates/reminder?locale=it', bed.admin.headers);
    expect(unknown.statusCode).toBe(400);
    const broken = await call('PUT', '/api/admin/email-templates/reminder?locale=fr', bed.admin.headers, {
      ...edit,
      subject: 'Rappel {{nope}}',
    });
    expect(broken.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/admin/email-templates/reminder?locale=fr', bed.admin.headers)).json().template,
    ).toMatchObject({ edited: false });

    // A German guest's reminder uses the edit; an English one still gets the default.
    const created = await call('POST', '/api/meetings', bed.user.headers, {
      ...meetingRequest({ title: 'Quartalsplanung' }),
      participants: [
        { email: 'greta@example.com', name: 'Greta', required: true, locale: 'de' },
        { email: 'eve@example.com', name: 'Eve', required: true },
      ],
    });
    expect(created.statusCode).toBe(201);
    const reminded = await call('POST', `/api/meetings/${created.json().id}/remind`, bed.user.headers, {});
    expect(reminded.statusCode).toBeLessThan(300);
    const rows = await bed.t.database.db.execute(
      `select to_address, subject, text from outbox where template_key = 'reminder' order by to_address`,
    );
    const [eve, greta] = (rows as unknown as { rows: { subject: string; text: string }[] }).rows;
    expect(greta!.subject).toBe('Kurze Erinnerung: Quartalsplanung');
    expect(greta!.text).toMatch(/^Bitte antworten Sie, Greta: http/);
    expect(eve!.subject).toBe('Reminder: when are you free for Quartalsplanung?');

    const reset = await call(
      'POST',
      '/api/admin/email-templates/reminder/reset?locale=de',
      bed.admin.headers,
      {},
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().template).toMatchObject({
      locale: 'de',
      edited: false,
      subject: builtIn.subject,
      editedLocales: [],
    });
  });
});
