import type { Locale } from '@overlap/contracts';
import { rankSlots, type RankedSlot } from '@overlap/engine';
import { rankSeries, type SeriesInput } from '@overlap/engine/series';
import { requireIanaZone, wallTime, wallToEpoch } from '@overlap/engine/zoned-time';
import { describe, expect, it } from 'vitest';
import { fairnessPostTeam, slotA, slotB } from '@/i18n/fairness-post-team';

// The posts on daylight saving and fairness, read against what the engine does with their own examples.
const posts = import.meta.glob<Record<string, string>>('../../../i18n/messages/*/posts.json', {
  eager: true,
  import: 'default',
});
const LOCALES = ['en', 'de', 'fr', 'es'] as const satisfies readonly Locale[];
const post = (locale: Locale) => posts[`../../../i18n/messages/${locale}/posts.json`]!;

const HOUR = 3_600_000;
const newYork = requireIanaZone('America/New_York');
const london = requireIanaZone('Europe/London');
const londonAhead = (epoch: number) => (london.offsetAt(epoch) - newYork.offsetAt(epoch)) / HOUR;
const localClock = (zone: string, epoch: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(epoch);
/** The day of the month of the `nth` Sunday of March (negative: counted from the end). */
function sundayOfMarch(year: number, nth: number): number {
  const sundays = [...Array(31).keys()]
    .map((i) => i + 1)
    .filter((day) => new Date(Date.UTC(year, 2, day)).getUTCDay() === 0);
  return sundays.at(nth > 0 ? nth - 1 : nth)!;
}

describe('the post on daylight saving', () => {
  it('moves a local time that does not exist forward by the gap, as the post says', () => {
    const epoch = wallToEpoch(wallTime(2026, 3, 8, 2, 30), newYork);
    expect(localClock('America/New_York', epoch)).toBe('03:30');
    expect(post('en')['dstMarch.how-overlap.blocks.1.items.3']).toContain(
      'moved forward by the length of the gap, as calendar apps do: 02:30 on {usSpringForward}, 2026 in New York counts as 03:30',
    );
    for (const locale of LOCALES) {
      expect(post(locale)['dstMarch.how-overlap.blocks.1.items.3'], locale).not.toMatch(
        /next real minute|nächste tatsächliche Minute|minute réelle suivante|siguiente minuto real/,
      );
    }
  });

  it('gives a test that works in any year: five hours before the second Sunday of March, four after', () => {
    for (let year = 2027; year <= 2040; year++) {
      const usChange = sundayOfMarch(year, 2);
      const europeChange = sundayOfMarch(year, -1);
      expect(londonAhead(wallTime(year, 3, usChange - 1, 12)), `${year}`).toBe(5);
      for (let day = usChange + 1; day < europeChange; day++) {
        expect(londonAhead(wallTime(year, 3, day, 12)), `${year}-03-${day}`).toBe(4);
      }
      expect(londonAhead(wallTime(year, 3, europeChange + 1, 12)), `${year}`).toBe(5);
    }
    const note = post('en')['dstMarch.how-overlap.blocks.2.text'];
    expect(note).toContain('spans the second Sunday of March');
    expect(note).toContain('five hours ahead of New York before that Sunday and four hours ahead after it');
    for (const locale of LOCALES) {
      expect(post(locale)['dstMarch.how-overlap.blocks.2.text'], locale).not.toContain('{tuesdayBetween}');
    }
  });

  it('shows the three spring Tuesdays of its table as they are', () => {
    const rows = [
      [3, '16:00', '21:30'],
      [10, '15:00', '20:30'],
      [31, '16:00', '20:30'],
    ] as const;
    rows.forEach(([day, inLondon, inBangalore], i) => {
      const epoch = wallToEpoch(wallTime(2026, 3, day, 11), newYork);
      expect(post('en')[`dstMarch.the-three-weeks.blocks.2.rows.${i}.value`]).toBe(
        `11:00 New York · ${localClock('Europe/London', epoch)} London · ${localClock('Asia/Kolkata', epoch)} Bangalore`,
      );
      expect([localClock('Europe/London', epoch), localClock('Asia/Kolkata', epoch)]).toEqual([
        inLondon,
        inBangalore,
      ]);
    });
  });
});

// Everyone in the fairness post's team is free at both of its candidate times.
const team = fairnessPostTeam([slotB, slotA]);

function rankTheExample(): RankedSlot[] {
  const window = { start: Date.parse('2026-06-09T00:00Z'), end: Date.parse('2026-06-10T00:00Z') };
  const input = { window, now: window.start, durationMinutes: 30, organizer: { zone: 'Europe/London' } };
  return rankSlots({ ...input, participants: team, limit: 10 }).slots;
}

describe('the post on fairness', () => {
  it('ranks B (an evening for Priya) above A (a night for her), though A’s total is smaller', () => {
    const [first, second] = rankTheExample();
    expect([first!.start, second!.start]).toEqual([slotB.start, slotA.start]);
    expect(first!.people.map((p) => p.comfort)).toEqual([
      'edge',
      'edge',
      'edge',
      'edge',
      'working',
      'outside',
    ]);
    expect(second!.people.map((p) => p.comfort)).toEqual([
      'working',
      'working',
      'working',
      'working',
      'outside',
      'night',
    ]);
    expect(second!.breakdown.totalDiscomfort).toBeLessThan(first!.breakdown.totalDiscomfort);
    expect(second!.breakdown.worstDiscomfort).toBeGreaterThan(first!.breakdown.worstDiscomfort);
    // The reasons the post quotes for B, in each language: features/meetings/lib/reason-words-in-posts.test.ts.
  });

  it('offers a repeating meeting rotations that leave the worst-off person better off', () => {
    const input: SeriesInput = {
      recurrence: { frequency: 'weekly', startDate: '2026-06-09', count: 8 },
      durationMinutes: 30,
      stepMinutes: 30,
      organizer: { zone: 'Europe/London', allowedWeekdays: [2] },
      allowOutsideWorkingHours: true,
      participants: team.map(({ id, displayName, zone }) => ({
        id,
        displayName,
        zone,
        required: true,
        response: 'answered' as const,
      })),
    };
    const result = rankSeries(input);
    expect(result.rotations.length).toBeGreaterThan(0);
    for (const rotation of result.rotations) {
      expect([2, 3]).toContain(rotation.slots.length);
      expect(rotation.worstPersonDiscomfort).toBeLessThan(result.slots[0]!.worstPersonDiscomfort);
      expect(rotation.shares.reduce((sum, share) => sum + share.sharePercent, 0)).toBe(100);
    }
    const text = post('en')['fairness.rotate.blocks.0.text'];
    expect(text).toContain('two or three times that take turns from one occurrence to the next');
    for (const locale of LOCALES) {
      // The old text promised a second-ranked slot "in one click" and that last time's cost was obvious.
      expect(post(locale)['fairness.rotate.blocks.0.text'], locale).not.toMatch(
        /one click|ein Klick|un clic|un solo clic/,
      );
    }
  });
});
