import type { Locale } from '@overlap/contracts';
import { mailText } from '../mail/i18n/mail-messages';
import { formatDay } from './email-times';

/** How a booked meeting changed, worded in each recipient's language by `changeText`. */
export type MeetingChange =
  | { kind: 'added'; names: string[] }
  | { kind: 'left'; name: string }
  | { kind: 'required'; name: string; required: boolean }
  | { kind: 'video-changed' }
  | { kind: 'video-removed' }
  /** `until`: the series' new last date, YYYY-MM-DD; absent when it now ends after a number of dates. */
  | { kind: 'series-ends'; until: string | undefined }
  | { kind: 'series-skips' }
  /** Every date from `from` (an instant) on was cancelled, with the organizer's reason if they gave one. */
  | { kind: 'series-cut'; from: string; zone: string; reason?: string | undefined }
  /** A cancelled date (its start, an instant) is back on. */
  | { kind: 'series-restored'; date: string; zone: string };

export function changeText(change: MeetingChange, locale: Locale): string {
  const t = mailText(locale);
  switch (change.kind) {
    case 'added':
      return t('change.added', {
        names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(change.names),
        count: change.names.length,
      });
    case 'left':
      return t('change.left', { name: change.name });
    case 'required':
      return t('change.required', { name: change.name, required: change.required ? 'yes' : 'no' });
    case 'video-changed':
      return t('change.videoChanged');
    case 'video-removed':
      return t('change.videoRemoved');
    case 'series-ends':
      if (change.until === undefined) return t('change.seriesCount');
      // A calendar date: read at noon UTC so it is the same day in the zone it is shown in.
      return t('change.seriesEnds', {
        date: formatDay(new Date(`${change.until}T12:00:00Z`), 'UTC', locale),
      });
    case 'series-skips':
      return t('change.seriesSkips');
    case 'series-restored':
      return t('change.seriesRestored', { date: formatDay(new Date(change.date), change.zone, locale) });
    case 'series-cut': {
      const date = formatDay(new Date(change.from), change.zone, locale);
      return change.reason
        ? t('change.seriesCutReason', { date, reason: change.reason })
        : t('change.seriesCut', { date });
    }
  }
}
