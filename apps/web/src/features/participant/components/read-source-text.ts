import type { CalendarReadSource } from '@overlap/contracts/schemas';
import type { Translate } from '@/i18n';

const NAMED = 3;

/** Where a calendar read came from, in the page's language; the server's English label for an older read. */
export function readSourceText(
  source: CalendarReadSource | null,
  englishLabel: string,
  t: Translate<'participant'>,
  locale: string,
): string {
  if (!source) return englishLabel;
  switch (source.kind) {
    case 'ics':
      return t('read.source.ics', { host: source.host });
    case 'account':
      return source.label;
    case 'connected': {
      const names = source.calendars.slice(0, NAMED);
      const rest = source.calendars.length - names.length;
      const parts = rest > 0 ? [...names, t('read.source.more', { count: rest })] : names;
      const calendars = new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
      return t('read.source.connected', { calendars });
    }
  }
}
