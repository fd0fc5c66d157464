import type { FakeMicrosoft } from '../support/fake-microsoft';
import type { HeldEvent } from './holds-journey';

/** The holds as Graph keeps them: showAs tentative, tagged by a single-value extended property. */
export function holdsInGraph(microsoft: FakeMicrosoft): HeldEvent[] {
  return microsoft.written().flatMap((event) => {
    const tag = (event.singleValueExtendedProperties as { id: string; value: string }[] | undefined)?.find(
      (p) => p.id.includes('Name OverlapHold'),
    )?.value;
    if (!tag) return [];
    const time = (v: unknown) => Date.parse(`${(v as { dateTime: string }).dateTime}Z`);
    return [
      {
        title: String(event.subject),
        start: time(event.start),
        end: time(event.end),
        tentative: event.showAs === 'tentative',
        tag,
      },
    ];
  });
}
