import { rankSlots, type ParticipantInput, type RankInput, type RankResult } from '@overlap/engine';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import {
  blockerWords,
  comfortNoteWords,
  nameLookup,
  relaxationChangeWords,
  relaxationWords,
  slotReasonWords,
} from './reason-words';

const span = (start: string, end: string) => ({ start: Date.parse(start), end: Date.parse(end) });
const monday = span('2025-03-10T00:00Z', '2025-03-11T00:00Z');
const saturday = span('2025-03-15T00:00Z', '2025-03-16T00:00Z');

function person(id: string, more: Partial<ParticipantInput> = {}): ParticipantInput {
  const displayName = id.charAt(0).toUpperCase() + id.slice(1);
  return { id, displayName, zone: 'UTC', required: true, response: 'answered', ...more };
}

function rank(participants: ParticipantInput[], more: Partial<RankInput> = {}): RankResult {
  const window = more.window ?? monday;
  const input = { window, durationMinutes: 30, now: window.start, organizer: { zone: 'UTC' } };
  return rankSlots({ ...input, participants, limit: 100, ...more });
}

// Every kind of reason, note, blocker and relaxation the engine words in English.
const rankings = (): RankResult[] => [
  rank(
    [
      person('ana', { painted: { available: [saturday], ifNeedBe: [] } }),
      person('bob', { required: false, response: 'pending' }),
      person('cy', { required: false, busy: [saturday] }),
      person('dee', { required: false, painted: { available: [], ifNeedBe: [saturday] } }),
    ],
    { window: saturday },
  ),
  rank([
    person('ana', { zone: 'Asia/Tokyo', painted: { available: [monday], ifNeedBe: [] } }),
    person('bob'),
  ]),
  rank([
    person('ana', {
      painted: { available: [monday], ifNeedBe: [] },
      workingHours: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '18:00' },
      ],
    }),
  ]),
  rank([person('ana'), person('bob', { response: 'declined' })]),
  rank([person('ana'), person('bob')]),
  rank([person('ana'), person('bob', { busy: [monday] }), person('cy', { response: 'pending' })]),
  rank([person('ana')], { window: span('2025-03-10T09:00Z', '2025-03-10T09:20Z') }),
  rank([person('ana')], { organizer: { zone: 'UTC', allowedWeekdays: [6, 7] } }),
  rank([
    person('ana', { busy: [span('2025-03-10T12:00Z', '2025-03-11T00:00Z')] }),
    person('bob', { busy: [span('2025-03-10T00:00Z', '2025-03-10T12:00Z')] }),
  ]),
  rank([
    person('ana', { busy: [span('2025-03-10T12:00Z', '2025-03-11T00:00Z')] }),
    person('bob', { busy: [span('2025-03-10T00:00Z', '2025-03-10T12:00Z')] }),
    person('cy', { required: false }),
  ]),
  rank([
    person('ana', { busy: [span('2025-03-10T12:00Z', '2025-03-11T00:00Z')] }),
    person('bob', { busy: [span('2025-03-10T00:00Z', '2025-03-10T12:00Z')] }),
    person('cy'),
    person('dee'),
  ]),
  rank([person('ana', { busy: [monday] })]),
  rank(
    [
      person('ana', {
        busy: [
          span('2025-03-10T09:00Z', '2025-03-10T10:00Z'),
          span('2025-03-10T10:45Z', '2025-03-10T17:00Z'),
        ],
      }),
    ],
    { durationMinutes: 60 },
  ),
  rank([
    person('ana', { zone: 'Europe/London' }),
    person('bob', { zone: 'Asia/Tokyo' }),
    person('dev', { response: 'pending' }),
  ]),
];

describe('reason words', () => {
  beforeAll(() => Promise.all([loadCatalogue('en', 'reasons'), loadCatalogue('de', 'reasons')]));
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('reads in English exactly as the engine’s own texts', () => {
    const t = translate('reasons');
    const kinds = new Set<string>();
    for (const result of rankings()) {
      const nameOf = nameLookup(result.heatMap.people);
      for (const slot of result.slots) {
        expect(slot.structuredReasons.map((r) => slotReasonWords(t, r, 'h23'))).toEqual(slot.reasons);
        slot.structuredReasons.forEach((r) => kinds.add(r.kind));
        for (const p of slot.people) {
          expect(comfortNoteWords(t, p.comfortNoteKind)).toBe(p.comfortNote);
          kinds.add(p.comfortNoteKind);
        }
      }
      for (const blocker of result.blockers) {
        expect(blockerWords(t, blocker, nameOf)).toBe(blocker.message);
        kinds.add(blocker.kind === 'no-common-time' ? blocker.closest : blocker.kind);
      }
      for (const relaxation of result.relaxations) {
        expect(relaxationWords(t, relaxation, nameOf)).toBe(relaxation.message);
        expect(relaxationChangeWords(t, relaxation, nameOf)).toBe(relaxation.message.split(' →')[0]);
        kinds.add(
          relaxation.kind === 'pair' ? relaxation.changes.map((c) => c.kind).join('+') : relaxation.kind,
        );
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        ...['everyone-free', 'everyone-coming-free', 'required-free', 'within-working-hours'],
        ...['optional-busy', 'if-need-be', 'not-answered', 'uncomfortable'],
        ...['working-hours', 'before-working-hours', 'after-working-hours', 'outside-working-hours'],
        ...['day-off', 'night'],
        ...[
          'window-too-short',
          'no-allowed-time',
          'no-free-time',
          'nobody',
          'no-two-required',
          'some-required',
        ],
        ...['make-optional', 'extend-window', 'allow-outside-working-hours', 'shorter-duration'],
        ...['make-optional+allow-outside-working-hours', 'make-optional+make-optional'],
        ...['make-optional+extend-window', 'extend-window+allow-outside-working-hours'],
      ].sort(),
    );
  });

  it('reads in German, times on the reader’s clock', () => {
    useLocaleStore.setState({ locale: 'de' });
    const t = translate('reasons');
    const [, tokyo, , , , blocked, , , , , closest, , , pairs] = rankings();
    const night = tokyo!.slots.find((s) => s.start === Date.parse('2025-03-10T14:00Z'))!;
    expect(night.structuredReasons.map((r) => slotReasonWords(t, r, 'h23'))).toEqual([
      'Alle haben Zeit',
      'Ana: 23:00 in Tokyo, nachts',
    ]);
    expect(comfortNoteWords(t, night.people[0]!.comfortNoteKind)).toBe('nachts');
    const nameOf = nameLookup(blocked!.heatMap.people);
    expect(blocked!.blockers.map((b) => blockerWords(t, b, nameOf))).toEqual([
      'Bob hat im Zeitraum keine freie Zeit',
      'Cy hat noch nicht geantwortet',
    ]);
    expect(blockerWords(t, closest!.blockers[0]!, nameOf)).toBe(
      'Höchstens 3 der 4 erforderlichen Personen haben gleichzeitig Zeit',
    );
    const pairNames = nameLookup(pairs!.heatMap.people);
    expect(pairs!.relaxations.map((r) => relaxationWords(t, r, pairNames))).toEqual([
      'Dev optional machen und Zeiten außerhalb der Arbeitszeit erlauben → 95 Termine',
      'Ana und Dev optional machen → 31 Termine',
      'Bob und Dev optional machen → 31 Termine',
    ]);
  });
});
