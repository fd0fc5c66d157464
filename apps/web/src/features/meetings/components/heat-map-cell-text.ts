import { currentLocale, translate } from '@/i18n';
import { formatDay } from '@/lib/time-format/format-time';
import { cellText, type CellSummary } from '../lib/heat-map-cells';
import type { HeatSlot } from '../lib/heat-map-layout';

/** A cell of the grid: its slot, its counts and what may be done there. */
export interface GridCell {
  slot: HeatSlot;
  summary: CellSummary;
  bookable: boolean;
  /** Its counts are shown unless it has passed. */
  passed: boolean;
  /** The suggestion's option number, or null. */
  option: number | null;
}

/** What the cell shows, as it reads: `3/4 +1?`, or null when it shows nothing. */
export function shownText(cell: GridCell | null): string | null {
  if (!cell || cell.passed) return null;
  const text = cellText(cell.summary);
  return text.ifNeedBe ? `${text.count} ${text.ifNeedBe}` : text.count;
}

/** The cell's name: when, what it shows (so it can be spoken to), then what that means. */
export function cellLabel(date: string, time: string, cell: GridCell | null): string {
  const t = translate('meetings');
  const when = t('heat.cellWhen', { day: formatDay(date), time });
  if (!cell) return t('heat.cellOutside', { when });
  const { summary } = cell;
  const shown = shownText(cell);
  const parts = shown ? [shown] : [];
  parts.push(
    summary.counted === 0
      ? t('heat.cellNoAnswers')
      : summary.ifNeedBe
        ? t('heat.cellFreeIfNeedBe', {
            free: summary.free,
            counted: summary.counted,
            ifNeedBe: summary.ifNeedBe,
          })
        : t('heat.cellFree', { free: summary.free, counted: summary.counted }),
  );
  if (summary.blocked) parts.push(t('heat.cellBlocked'));
  if (!cell.bookable) parts.push(t('heat.cellUnbookable'));
  if (cell.option) parts.push(t('heat.cellSuggested', { option: cell.option }));
  return t('heat.cellLabel', { when, facts: parts.join(', ') });
}

/** The weekday, day and month over a column: `Mon` `30` (`Nov` for screen readers). */
export function dayHeading(date: string): [string, string, string] {
  const locale = currentLocale();
  if (locale === 'en') {
    const [weekday = '', day = '', month = ''] = formatDay(date).split(' ');
    return [weekday, day, month];
  }
  const at = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  return [part({ weekday: 'short' }), part({ day: 'numeric' }), part({ month: 'short' })];
}
