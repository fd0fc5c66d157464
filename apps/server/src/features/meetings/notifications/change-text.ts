import type { Locale } from '@overlap/contracts';
import { mailText } from '../../mail/i18n/mail-messages';
import { formatDay } from './email-times';
import type { MeetingChange } from '../shared';

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
