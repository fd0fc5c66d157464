import { describe, expect, it } from 'vitest';
import { recurrenceSchema } from '@overlap/contracts/schemas';
import { seriesRequestWords, seriesWhen } from '../../src/features/meetings/notifications/series-words';

describe('a series in words', () => {
  const fortnightly = recurrenceSchema.parse({
    frequency: 'weekly',
    interval: 2,
    startDate: '2026-06-01',
    until: '2026-07-27',
  });
  const fortnightlyStart = new Date('2026-06-01T14:00:00Z'); // Monday 16:00 CEST

  it('says a fortnightly Berlin series until a date, once more in Tokyo (no DST there, so one reading)', () => {
    expect(seriesWhen(fortnightly, 'Europe/Berlin', fortnightlyStart, 30, 'Asia/Tokyo')).toBe(
      'Monday 1 June 2026, 16:00–16:30, Berlin (GMT+2), then every 2 weeks on Monday at the same time, until Monday 27 July 2026; in Tokyo that is every Monday 23:00–23:30',
    );
    // Paris reads it exactly as Berlin does: nothing added.
    expect(seriesWhen(fortnightly, 'Europe/Berlin', fortnightlyStart, 30, 'Europe/Paris')).toBe(
      'Monday 1 June 2026, 16:00–16:30, Berlin (GMT+2), then every 2 weeks on Monday at the same time, until Monday 27 July 2026',
    );
  });

  it('says the same series in German, French and Spanish, with dates as each language writes them', () => {
    const words = (zone: string, locale: 'de' | 'fr' | 'es') =>
      seriesWhen(fortnightly, 'Europe/Berlin', fortnightlyStart, 30, zone, locale);
    expect(words('Asia/Tokyo', 'de')).toBe(
      'Montag, 1. Juni 2026, 16:00–16:30, Berlin (GMT+2), danach alle 2 Wochen am Montag zur selben Zeit, bis Montag, 27. Juli 2026; in Tokyo ist das jeden Montag, 23:00–23:30',
    );
    expect(words('Europe/Berlin', 'fr')).toBe(
      'lundi 1 juin 2026, 16:00–16:30, Berlin (GMT+2), puis toutes les 2 semaines le lundi à la même heure, jusqu’au lundi 27 juillet 2026',
    );
    expect(words('Europe/Berlin', 'es')).toBe(
      'lunes, 1 de junio de 2026, 16:00–16:30, Berlin (GMT+2), y después cada 2 semanas, el lunes a la misma hora, hasta el lunes, 27 de julio de 2026',
    );
    expect(seriesRequestWords(fortnightly, 'de')).toBe('alle 2 Wochen, bis 27. Juli 2026, ab 1. Juni 2026');
    expect(seriesRequestWords(fortnightly, 'fr')).toBe(
      'toutes les 2 semaines, jusqu’au 27 juillet 2026, à partir du 1 juin 2026',
    );
  });

  const monthly = recurrenceSchema.parse({
    frequency: 'monthly',
    ordinal: 2,
    startDate: '2026-11-01',
    count: 3,
    skip: ['2026-12-08'],
  });
  const monthlyStart = new Date('2026-11-10T23:30:00Z'); // Tuesday 18:30 in New York (EST)

  it('says a monthly 2nd-Tuesday series over New Year with a skipped date, and the request before booking', () => {
    expect(seriesWhen(monthly, 'America/New_York', monthlyStart, 60, 'America/New_York')).toBe(
      'Tuesday 10 November 2026, 18:30–19:30, New York (GMT-5), then monthly on the 2nd Tuesday at the same time, 3 times, except Tuesday 8 December 2026',
    );
    // In Auckland it is already Wednesday morning.
    expect(seriesWhen(monthly, 'America/New_York', monthlyStart, 60, 'Pacific/Auckland')).toContain(
      'in Auckland that is every Wednesday 12:30–13:30',
    );
    expect(seriesRequestWords(monthly)).toBe('monthly in the 2nd week, 3 times, from 1 November 2026');
  });

  it('says the monthly series in French and German, the ordinal and the count in words of each', () => {
    expect(seriesWhen(monthly, 'America/New_York', monthlyStart, 60, 'America/New_York', 'fr')).toBe(
      'mardi 10 novembre 2026, 18:30–19:30, New York (GMT-5), puis tous les mois le deuxième mardi à la même heure, 3 fois, sauf mardi 8 décembre 2026',
    );
    expect(seriesRequestWords(monthly, 'fr')).toBe(
      'tous les mois, la deuxième semaine, 3 fois, à partir du 1 novembre 2026',
    );
    expect(seriesRequestWords(monthly, 'de')).toBe(
      'monatlich in der zweiten Woche, 3 Termine, ab 1. November 2026',
    );
    const last = recurrenceSchema.parse({ ...monthly, ordinal: -1, interval: 3, count: 1, skip: [] });
    expect(
      seriesWhen(last, 'America/New_York', new Date('2026-11-27T23:30:00Z'), 60, 'America/New_York', 'es'),
    ).toBe(
      'viernes, 27 de noviembre de 2026, 18:30–19:30, New York (GMT-5), y después cada 3 meses, el último viernes a la misma hora, 1 vez',
    );
  });
});
