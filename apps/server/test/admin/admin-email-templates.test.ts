import { DEFAULT_TEMPLATES } from '../../src/features/mail/templates/default-templates';
import { TEMPLATE_VARIABLES } from '../../src/features/mail/templates/template-variables';
import { LOCALIZED_TEMPLATES } from '../../src/features/mail/i18n/localized-templates';
import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './admin-bed';
import { meetingRequest } from '../meetings/meeting-fixtures';

const { bed, call } = adminAppForFile();

describe('who may use the e-mail admin endpoints', () => {
  const edit = { ...DEFAULT_TEMPLATES.reminder };
  const endpoints: [string, 'GET' | 'PUT' | 'POST', string, unknown?][] = [
    ['list templates', 'GET', '/api/admin/email-templates'],
    ['read a template', 'GET', '/api/admin/email-templates/reminder'],
    ['save a template', 'PUT', '/api/admin/email-templates/reminder', edit],
    ['preview a template', 'POST', '/api/admin/email-templates/reminder/preview', edit],
    ['reset a template', 'POST', '/api/admin/email-templates/reminder/reset', {}],
    ['list the outbox', 'GET', '/api/admin/outbox'],
    ['read a message', 'GET', '/api/admin/outbox/00000000-0000-4000-8000-000000000000'],
  ];
  it.each(endpoints)(
    '%s: 401 anonymous, 403 user, not refused for an admin',
    async (_name, method, url, body) => {
      const anonymous = await call(method, url, {}, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('unauthorized');
      const plain = await call(method, url, bed.user.headers, body);
      expect(plain.statusCode).toBe(403);
      expect(plain.json().message).toBe('Admin privileges are required.');
      const allowed = await call(method, url, bed.admin.headers, body);
      expect([200, 404]).toContain(allowed.statusCode);
      if (url.includes('/outbox/')) expect(allowed.statusCode).toBe(404);
      else expect(allowed.statusCode).toBe(200);
    },
  );
});

describe('templates', () => {
  it('lists every e-mail with its name, and reads one with the placeholders it provides', async () => {
    const list = await call('GET', '/api/admin/email-templates', bed.admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const keys = list.json().templates.map((tpl: { key: string }) => tpl.key);
    expect(keys).toEqual([
      'all_answered',
      'answer_digest',
      'answer_received',
      'booked_declined',
      'cancelled',
      'invitation',
      'meeting_updated',
      'reminder',
      'removed',
      'rescheduled',
      'rescheduling',
      'scheduled',
      'sign_up_invitation',
    ]);
    expect(list.json().templates[5]).toMatchObject({ key: 'invitation', name: 'Invitation', edited: false });

    const german = await call('GET', '/api/admin/email-templates?locale=de', bed.admin.headers);
    expect(german.statusCode).toBe(200);
    const germanInvitation = german.json().templates[5];
    expect(germanInvitation).toMatchObject({ key: 'invitation', edited: false });
    expect(germanInvitation.subject).toBe(LOCALIZED_TEMPLATES.de.invitation.subject);
    expect(germanInvitation.subject).not.toBe(DEFAULT_TEMPLATES.invitation.subject);
    expect((await call('GET', '/api/admin/email-templates?locale=xx', bed.admin.headers)).statusCode).toBe(
      400,
    );

    const one = (await call('GET', '/api/admin/email-templates/invitation', bed.admin.headers)).json()
      .template;
    expect(one).toMatchObject({
      ...DEFAULT_TEMPLATES.invitation,
      variables: [...TEMPLATE_VARIABLES.invitation],
      optionalVariables: ['meetingDescription', 'deadline'],
    });

    const unknown = await call('GET', '/api/admin/email-templates/welcome', bed.admin.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/No such e-mail template/);
  });

  it('refuses unknown or malformed placeholders, naming them, and saves nothing', async () => {
    const bad = await call('PUT', '/api/admin/email-templates/scheduled', bed.admin.headers, {
      ...DEFAULT_TEMPLATES.scheduled,
      text: 'Hi {{firstName}}, see {{ meetingTitle }} at {{venue}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    expect(bad.json().message).toContain('unknown placeholders {{firstName}}, {{venue}}');
    expect(bad.json().message).toContain('{{meetingTitle}}');
    expect(bad.json().fields).toEqual({ text: bad.json().message });

    const malformed = await call('PUT', '/api/admin/email-templates/scheduled', bed.admin.headers, {
      ...DEFAULT_TEMPLATES.scheduled,
      subject: 'Scheduled {{meeting title}}',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.subject).toMatch(/malformed placeholder \{\{meeting title\}\}/);

    const unclosed = await call('PUT', '/api/admin/email-templates/reminder', bed.admin.headers, {
      ...DEFAULT_TEMPLATES.reminder,
      text: 'Hi.{{#deadline}} Please answer by {{deadline}}.',
    });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().fields.text).toBe(
      'The text has a section {{#deadline}} without its closing {{/deadline}}; close each section with {{/name}} after opening it with {{#name}} or {{^name}}.',
    );
    const unknownSection = await call('PUT', '/api/admin/email-templates/reminder', bed.admin.headers, {
      ...DEFAULT_TEMPLATES.reminder,
      text: '{{#venue}}At {{venue}}.{{/venue}}',
    });
    expect(unknownSection.json().fields.text).toContain('an unknown placeholder {{venue}}');

    const preview = await call('POST', '/api/admin/email-templates/scheduled/preview', bed.admin.headers, {
      ...DEFAULT_TEMPLATES.scheduled,
      html: '<p>{{nope}}</p>',
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().fields.html).toContain('{{nope}}');

    const stored = (await call('GET', '/api/admin/email-templates/scheduled', bed.admin.headers)).json()
      .template;
    expect(stored).toMatchObject({ ...DEFAULT_TEMPLATES.scheduled, edited: false });
  });

  it('enforces size limits, non-empty parts, a one-line subject and well-formed bodies', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ ...DEFAULT_TEMPLATES.cancelled, html: 'x'.repeat(100_001) }, 'html', /too long: at most 100,000/],
      [{ ...DEFAULT_TEMPLATES.cancelled, text: 'x'.repeat(50_001) }, 'text', /too long: at most 50,000/],
      [{ ...DEFAULT_TEMPLATES.cancelled, subject: 'y'.repeat(301) }, 'subject', /too long: at most 300/],
      [{ ...DEFAULT_TEMPLATES.cancelled, subject: '   ' }, 'subject', /empty/],
      [{ ...DEFAULT_TEMPLATES.cancelled, subject: 'One\nTwo' }, 'subject', /one line/],
      [{ subject: 'Only a subject' }, 'html', /as text/],
      [{ ...DEFAULT_TEMPLATES.cancelled, text: 42 }, 'text', /as text/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('PUT', '/api/admin/email-templates/cancelled', bed.admin.headers, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[field]).toMatch(message);
    }
    const notJson = await bed.t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-templates/cancelled',
      headers: { ...bed.admin.headers, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('previews with sample data, escaping the values in the HTML but not the template itself', async () => {
    const response = await call('POST', '/api/admin/email-templates/invitation/preview', bed.admin.headers, {
      subject: 'About {{meetingTitle}}',
      html: '<h1>{{meetingTitle}}</h1><p>{{meetingDescription}}</p>',
      text: '{{meetingTitle}}',
    });
    expect(response.statusCode).toBe(200);
    const { preview } = response.json();
    expect(preview.subject).toBe('About Roadmap review <b>Q3</b> & budget');
    expect(preview.html).toBe(
      '<h1>Roadmap review &lt;b&gt;Q3&lt;/b&gt; &amp; budget</h1>' +
        '<p>Bring your numbers. &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;</p>',
    );
    expect(preview.text).toBe('Roadmap review <b>Q3</b> & budget');
    // A preview saves nothing.
    const stored = (await call('GET', '/api/admin/email-templates/invitation', bed.admin.headers)).json()
      .template;
    expect(stored.subject).toBe(DEFAULT_TEMPLATES.invitation.subject);
  });

  it('previews the German version with German sample words and dates, the names as they are', async () => {
    const response = await call(
      'POST',
      '/api/admin/email-templates/invitation/preview?locale=de',
      bed.admin.headers,
      {
        subject: '{{meetingTitle}}',
        html: '<p>{{window}}</p>',
        text: '{{recipientName}}: {{duration}} {{window}}; {{deadline}}',
      },
    );
    expect(response.statusCode).toBe(200);
    const { preview } = response.json();
    expect(preview.subject).toBe('Roadmap-Besprechung <b>Q3</b> & Budget');
    expect(preview.text).toBe(
      'Ana Souza: 30 Minuten zwischen Montag, 7. Juli und Freitag, 11. Juli 2025, London (GMT+1); ' +
        'Donnerstag, 3. Juli 2025, 17:00, London (GMT+1)',
    );
  });

  it('writes {{timeZone}} as people read it, "Tokyo (GMT+9)", in the preview and in a real e-mail', async () => {
    const edited = {
      subject: 'Booked: {{meetingTitle}}',
      html: '<p>{{when}} ({{timeZone}})</p>',
      text: 'Times in {{timeZone}}: {{when}}',
    };
    const preview = (
      await call('POST', '/api/admin/email-templates/scheduled/preview', bed.admin.headers, edited)
    ).json().preview;
    expect(preview.text).toMatch(/^Times in London \(GMT\+1\): /);
    expect(
      (await call('PUT', '/api/admin/email-templates/scheduled', bed.admin.headers, edited)).statusCode,
    ).toBe(200);
    try {
      const title = 'Zone words 4c1d';
      const created = await call('POST', '/api/meetings', bed.user.headers, {
        ...meetingRequest({ title, organizerZone: 'Asia/Tokyo' }),
        participants: [{ email: 'zone-reader@example.com', name: 'Zoe', required: true }],
      });
      expect(created.statusCode).toBe(201);
      const meeting = created.json();
      const start = Date.parse(meeting.windowStart) + 3600_000;
      const booked = await call('POST', `/api/meetings/${meeting.id}/book`, bed.user.headers, { start });
      expect(booked.statusCode).toBe(200);
      const outbox = (await call('GET', '/api/admin/outbox', bed.admin.headers)).json();
      const summary = outbox.messages.find(
        (m: { toAddress: string; templateKey: string }) =>
          m.toAddress === 'zone-reader@example.com' && m.templateKey === 'scheduled',
      );
      const { message } = (await call('GET', `/api/admin/outbox/${summary.id}`, bed.admin.headers)).json();
      expect(message.text).toMatch(/^Times in Tokyo \(GMT\+9\): /);
      expect(message.text).not.toContain('Asia/Tokyo');
    } finally {
      await call('POST', '/api/admin/email-templates/scheduled/reset', bed.admin.headers, {});
    }
  });

  it('uses a saved template for the next real e-mail, keeps user input inert, and resets to the default', async () => {
    const edited = {
      subject: 'Pick a time for {{meetingTitle}}, {{recipientName}}',
      html: '<div class="brand"><h1>{{meetingTitle}}</h1><a href="{{link}}">Answer</a></div>',
      text:
        'Edited plain text for {{meetingTitle}}: {{link}}' +
        '{{#deadline}} By {{deadline}}.{{/deadline}}{{^deadline}} Answer any time.{{/deadline}}',
    };
    const saved = await call('PUT', '/api/admin/email-templates/invitation', bed.admin.headers, edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().template).toMatchObject({ ...edited, edited: true });

    const hostileTitle = 'Plan <img src=x onerror=alert(1)> "now"';
    const created = await call('POST', '/api/meetings', bed.user.headers, {
      ...meetingRequest({ title: hostileTitle }),
      participants: [{ email: 'guest@example.com', name: '<script>steal()</script>', required: true }],
    });
    expect(created.statusCode).toBe(201);
    const link = created.json().participants[0].link as string;

    const outbox = (await call('GET', '/api/admin/outbox', bed.admin.headers)).json();
    const summary = outbox.messages.find((m: { toAddress: string }) => m.toAddress === 'guest@example.com');
    expect(summary).toMatchObject({ templateKey: 'invitation', hasIcs: false });
    expect(summary.subject).toBe(`Pick a time for ${hostileTitle}, <script>steal()</script>`);

    const { message } = (await call('GET', `/api/admin/outbox/${summary.id}`, bed.admin.headers)).json();
    // The meeting has no deadline: the inverted section shows, the other one does not.
    expect(message.text).toBe(`Edited plain text for ${hostileTitle}: ${link} Answer any time.`);
    expect(message.html).toBe(
      '<div class="brand"><h1>Plan &lt;img src=x onerror=alert(1)&gt; &quot;now&quot;</h1>' +
        `<a href="${link.replace(/&/g, '&amp;')}">Answer</a></div>`,
    );
    expect(message.html).not.toContain('<img');

    const reset = await call('POST', '/api/admin/email-templates/invitation/reset', bed.admin.headers, {});
    expect(reset.statusCode).toBe(200);
    expect(reset.json().template).toMatchObject({ ...DEFAULT_TEMPLATES.invitation, edited: false });
    await call('POST', '/api/meetings', bed.user.headers, {
      ...meetingRequest({ title: 'After reset' }),
      participants: [{ email: 'second@example.com', name: 'Second', required: true }],
    });
    const again = (await call('GET', '/api/admin/outbox', bed.admin.headers)).json().messages[0];
    expect(again.toAddress).toBe('second@example.com');
    expect(again.subject).toBe('Plain User invites you to find a time: After reset');
  });
});
