import type { FakeGoogle } from '../support/fake-google';
import type { HeldEvent } from './holds-journey';

/** The holds in the fake's primary calendar, as Google keeps them (extendedProperties.private). */
export function holdsInGoogle(google: FakeGoogle): HeldEvent[] {
  return google
    .written()
    .filter((event) => event.calendarId === 'ana@example.com')
    .flatMap((event) => {
      const tag = (event.extendedProperties as { private?: Record<string, string> } | undefined)?.private
        ?.overlapHold;
      if (!tag) return [];
      const time = (v: unknown) => Date.parse((v as { dateTime: string }).dateTime);
      return [
        {
          title: String(event.summary),
          start: time(event.start),
          end: time(event.end),
          tentative: event.status === 'tentative',
          tag,
        },
      ];
    });
}
