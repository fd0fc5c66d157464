import { useMemo } from 'react';
import { useLocale } from '@/i18n';

/** Dates and times of the admin pages in the reader's language (English: the browser's own habits). */
export function useAdminFormats() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = locale === 'en' ? undefined : locale;
    return {
      dateTime: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }),
      /** With the zone, where a reader may compare times across zones (a meeting's window, its booked time). */
      zonedDateTime: new Intl.DateTimeFormat(tag, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
    };
  }, [locale]);
}
