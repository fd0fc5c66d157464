import { describe, expect, it } from 'vitest';

// Once a meeting is booked its invitation, e-mail and page name everyone invited (unless the organizer
// hides the guest list), so no page may promise that guests never see each other at all.
const catalogues = import.meta.glob<Record<string, string>>('../../../i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});

const english = Object.entries(catalogues)
  .filter(([path]) => path.includes('/en/'))
  .flatMap(([path, messages]) => Object.entries(messages).map(([key, text]) => [`${path} ${key}`, text]));

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
  });
});
