import { describe, expect, it } from 'vitest';

// Once a meeting is booked its invitation, e-mail and page name everyone invited (unless the organizer
// hides the guest list), so no page may promise that guests never see each other at all.
const catalogues = import.meta.glob<Record<string, string>>('../../../i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});

const english = Object.entries(catalogues)
  .filter(([path]) => path.includes('/en/'))
  .flatMap(([path, messages]) =>
    Object.entries(messages).map(([key, text]): [string, string] => [`${path} ${key}`, text]),
  );

describe('what the pages promise about guests seeing each other', () => {
  it('never says guests never see each other, their details or their e-mail addresses', () => {
    const overclaims = english.filter(([, text]) =>
      /never see (each other(?!’s answers)|other guests’ details|your e-mail address)/i.test(text),
    );
    expect(overclaims).toEqual([]);
  });

  it('says in the post about what we read that invited people are listed once booked, unless hidden', () => {
    const posts = catalogues['../../../i18n/messages/en/posts.json']!;
    expect(posts['whatWeRead.what-others-see.blocks.1.items.1']).toContain('who is invited');
    expect(posts['whatWeRead.what-others-see.blocks.1.items.1']).toContain('hides the guest list');
    const legal = catalogues['../../../i18n/messages/en/legal.json']!;
    expect(legal['privacy.sections.2.blocks.1.text']).toContain('unless the organizer hides the guest list');
  });
});

describe('what the Apple page promises about the app-specific password', () => {
  it('does not say it opens the calendars only: Apple’s app passwords work for mail, contacts and calendars', () => {
    const providers = catalogues['../../../i18n/messages/en/providers.json']!;
    expect(providers['apple.intro']).not.toMatch(/calendars and nothing else/);
    expect(providers['apple.intro']).toContain('Overlap uses it for your iCloud calendars only');
    expect(providers['apple.details.0.blocks.0.text']).toContain('mail, contacts and calendar protocols');
  });
});

describe('what the pages say about the order of suggestions', () => {
  // The engine's order (packages/engine/src/ranking/slot-order.ts): required people, optional people,
  // fewer unsure, the worst-off person's hour, the total across everyone, then the earlier start.
  it('leaves no step out where it lists them', () => {
    const blog = catalogues['../../../i18n/messages/en/blog.json']!;
    expect(blog['pitch.solution.p2']).toContain('then to everyone’s in total, then the earliest date');
    expect(blog['remote.example.allHands.outcome']).toContain('lean least on “if need be”');
    const guide = catalogues['../../../i18n/messages/en/guide.json']!;
    expect(guide['ranking.3.body']).toContain('the smaller total across everyone decide');
  });
});

describe('what the pages say Overlap writes to a calendar', () => {
  // Besides booked meetings, "Hold the top 3 times" writes tentative "Hold:" events (features/holds).
  it('names the holds wherever it says "only the meetings you book"', () => {
    const providers = catalogues['../../../i18n/messages/en/providers.json']!;
    for (const provider of ['google', 'microsoft', 'apple', 'caldav']) {
      expect(providers[`${provider}.writes.0`], provider).toContain('tentative “Hold:” events');
    }
    const common = catalogues['../../../i18n/messages/en/common.json']!;
    expect(common['connect.intro']).toContain('tentative holds');
  });
});

describe('what the pages say Overlap reads from a calendar', () => {
  // Google and Microsoft are asked for time fields only, but CalDAV servers and ICS feeds send whole
  // events (titles included): Overlap keeps the times and drops the rest. So pages say "keeps", not "reads only".
  it('never says Overlap reads only busy time', () => {
    const overclaims = english.filter(([, text]) =>
      /reads? only (when|busy|times)|only busy times are read|reads busy time|reads when you are busy|we read when you are busy/i.test(
        text,
      ),
    );
    expect(overclaims).toEqual([]);
    const posts = catalogues['../../../i18n/messages/en/posts.json']!;
    expect(posts['whatWeRead.per-provider.blocks.1.items.2']).toContain('the protocol sends whole events');
  });

  it('does not say an iCloud or CalDAV calendar is linked in a click', () => {
    const landing = catalogues['../../../i18n/messages/en/landing.json']!;
    expect(landing['steps.connectBody']).toContain(
      'Link Google or Outlook in a click, iCloud with an app-specific password',
    );
    const providers = catalogues['../../../i18n/messages/en/providers.json']!;
    expect(providers['caldav.details.2.blocks.1.text']).toContain(
      'downloads the whole feed and keeps only the times',
    );
  });
});

describe('what the landing page says auto-schedule waits for', () => {
  // apps/server/src/features/meetings/answers/after-answer.ts: with the default rule it books once the
  // required people have answered, without waiting for optional ones.
  it('says everyone required, not everyone', () => {
    const landing = catalogues['../../../i18n/messages/en/landing.json']!;
    expect(landing['steps.autoBody']).toContain('the moment everyone required has answered');
  });
});

describe('what the remote-teams page says each suggestion shows', () => {
  // The people table words each local time with the engine's comfort notes (reasons.json note.*):
  // an "edge of the day" time reads "before" or "after working hours", as an outside one does.
  it('names the notes the app shows, not an edge of the day', () => {
    const reasons = catalogues['../../../i18n/messages/en/reasons.json']!;
    const notes = Object.entries(reasons)
      .filter(([key]) => key.startsWith('note.'))
      .map(([, text]) => text);
    expect(notes).toEqual(
      expect.arrayContaining([
        'within working hours',
        'before working hours',
        'after working hours',
        'on a day off',
        'at night',
      ]),
    );
    expect(notes.join(' ')).not.toContain('edge');
    const blog = catalogues['../../../i18n/messages/en/blog.json']!;
    expect(blog['remote.feature.rotate.body']).toContain(
      'whether it is within their working hours, before or after them, on a day off or at night',
    );
  });
});

describe('what the building-blocks page says of how a request ends', () => {
  it('names deleting it, which Your meetings offers, beside scheduled and cancelled', () => {
    const guide = catalogues['../../../i18n/messages/en/guide.json']!;
    expect(guide['blocks.statusesNote']).toContain('until every required person has answered');
    expect(guide['blocks.statusesNote']).toContain(
      'It ends scheduled or cancelled, unless you delete it first.',
    );
  });
});

describe('what the legal pages promise about changes to them', () => {
  // No job or admin screen e-mails account holders when the terms or the privacy policy change, so the
  // pages may point only to their effective date.
  it('promises no e-mail before a change, in any language', () => {
    const promises = Object.entries(catalogues)
      .filter(([path]) => path.endsWith('/legal.json'))
      .flatMap(([path, messages]) =>
        Object.entries(messages)
          .filter(([, text]) => /(14 (days|Tage|jours|días))|e-mail account holders/i.test(text))
          .map(([key]) => `${path} ${key}`),
      );
    expect(promises).toEqual([]);
    const legal = catalogues['../../../i18n/messages/en/legal.json']!;
    expect(legal['privacy.sections.10.blocks.0.text']).toContain('Overlap sends no e-mail about changes');
    expect(legal['terms.sections.9.blocks.0.text']).toContain('The effective date at the top of this page');
  });
});
