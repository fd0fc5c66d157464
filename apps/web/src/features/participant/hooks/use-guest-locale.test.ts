import { describe, expect, it } from 'vitest';
import { organizerLocaleToApply } from './use-guest-locale';

describe('the language a guest starts in', () => {
  it('takes the organizer’s pick for them when this browser remembers no choice', () => {
    expect(organizerLocaleToApply('fr', null, 'en')).toBe('fr');
  });

  it('keeps the guest’s own remembered choice over the organizer’s', () => {
    expect(organizerLocaleToApply('fr', 'es', 'es')).toBeNull();
    expect(organizerLocaleToApply('fr', 'de', 'de')).toBeNull();
  });

  it('stays in the browser’s language when the organizer picked none, or the same', () => {
    expect(organizerLocaleToApply(null, null, 'de')).toBeNull();
    expect(organizerLocaleToApply('de', null, 'de')).toBeNull();
  });
});
