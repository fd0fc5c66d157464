import { describe, expect, it } from 'vitest';
import { actionForCell, applyPaint, cellState, EMPTY_PAINTING, paintingFromAnswer } from './painting';
import { cellIntervals } from './time-grid';

const utc = (iso: string) => Date.parse(iso);
const day = { year: 2026, month: 6, day: 10 };
const cell = (zone: string, minute: number) => cellIntervals(zone, day, minute);

describe('painting cells', () => {
  it('merges adjacent cells into one interval', () => {
    const painted = applyPaint(
      EMPTY_PAINTING,
      [cell('UTC', 600), cell('UTC', 630), cell('UTC', 720)],
      'available',
    );
    expect(painted.available).toEqual([
      { start: utc('2026-06-10T10:00:00Z'), end: utc('2026-06-10T11:00:00Z') },
      { start: utc('2026-06-10T12:00:00Z'), end: utc('2026-06-10T12:30:00Z') },
    ]);
  });

  it('moves a cell from one mode to the other and erases it on a second press', () => {
    const a = applyPaint(EMPTY_PAINTING, [cell('UTC', 600)], 'available');
    const b = applyPaint(a, [cell('UTC', 600)], 'ifNeedBe');
    expect(b.available).toEqual([]);
    expect(cellState(b, cell('UTC', 600))).toBe('ifNeedBe');
    expect(actionForCell(b, cell('UTC', 600), 'ifNeedBe')).toBe('erase');
    expect(applyPaint(b, [cell('UTC', 600)], 'erase')).toEqual(EMPTY_PAINTING);
  });
});

describe('prefill from a saved answer', () => {
  const answer = {
    available: [{ start: utc('2026-06-10T13:00:00Z'), end: utc('2026-06-10T15:00:00Z') }],
    ifNeedBe: [{ start: utc('2026-06-10T14:30:00Z'), end: utc('2026-06-10T15:30:00Z') }],
  };

  it('shows each covered cell in its mode, if-need-be winning where both were sent', () => {
    const painting = paintingFromAnswer(answer);
    expect(cellState(painting, cell('UTC', 13 * 60))).toBe('available');
    expect(cellState(painting, cell('UTC', 14 * 60 + 30))).toBe('ifNeedBe');
    expect(cellState(painting, cell('UTC', 15 * 60 + 30))).toBe('empty');
  });

  it('marks cells that a zone change leaves only partly covered, without losing the instants', () => {
    const painting = paintingFromAnswer(answer);
    // 13:00 UTC is 18:45 in Kathmandu: the 18:30 cell is only half inside.
    expect(cellState(painting, cell('Asia/Kathmandu', 18 * 60 + 30))).toBe('partial');
    expect(cellState(painting, cell('Asia/Kathmandu', 19 * 60))).toBe('available');
    expect(painting.available[0]!.start).toBe(utc('2026-06-10T13:00:00Z'));
  });
});
