import type { Locale } from './locales';

/**
 * "45 seconds", "12 minutes", "3 hours": a wait rounded up to a whole unit, in `locale`'s words. The
 * server's English refusals and the translated sentences made from their `waitSeconds` read the same.
 */
export function waitInWords(seconds: number, locale: Locale = 'en'): string {
  const minutes = Math.ceil(seconds / 60);
  const [amount, unit] =
    seconds < 90
      ? [seconds, 'second']
      : minutes < 90
        ? [minutes, 'minute']
        : [Math.ceil(minutes / 60), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
