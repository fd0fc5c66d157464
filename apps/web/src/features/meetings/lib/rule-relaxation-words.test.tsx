import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useT } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { nameLookup, relaxationWords } from './reason-words';
import type { Relaxation } from './suggestion-types';

const makeLeaOptional: Relaxation = {
  kind: 'make-optional',
  participantId: 'lea',
  viableSlots: 3,
  message: 'Make Lea optional → 3 times',
};
const nameOf = nameLookup([{ participantId: 'lea', displayName: 'Lea' }]);

function Words({ underRule, relaxation = makeLeaOptional }: { underRule: boolean; relaxation?: Relaxation }) {
  const t = useT('reasons');
  return <p>{relaxationWords(t, relaxation, nameOf, underRule)}</p>;
}

describe('a one-click change counted under a quorum rule', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['en', '3 times meet the rule', '3 times'],
    ['de', '3 Termine erfüllen die Regel', '3 Termine'],
    ['fr', '3 créneaux respectent la règle', '3 créneaux'],
    ['es', '3 horarios cumplen la regla', '3 horarios'],
  ] as const)('in %s says how many times would meet the rule', async (locale, ruled, plain) => {
    await loadCatalogue(locale, 'reasons');
    useLocaleStore.setState({ locale });
    const underRule = renderToString(<Words underRule />);
    expect(underRule).toContain('Lea');
    expect(underRule).toContain(ruled);
    const without = renderToString(<Words underRule={false} />);
    expect(without).toContain(plain);
    expect(without).not.toContain(ruled);
  });
});

describe('a one-click change counted in times, not slots', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['en', 'Make Lea optional → 1 time'],
    ['es', '→ 1 horario'],
  ] as const)('in %s says one time in the singular', async (locale, words) => {
    await loadCatalogue(locale, 'reasons');
    useLocaleStore.setState({ locale });
    const one = { ...makeLeaOptional, viableSlots: 1, message: 'Make Lea optional → 1 time' };
    const html = renderToString(<Words underRule={false} relaxation={one} />);
    expect(html).toContain(words);
    expect(html).not.toMatch(/slot|hora\b/);
  });
});
