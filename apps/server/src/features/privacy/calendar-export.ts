/**
 * Joins single-meeting `.ics` files (METHOD:PUBLISH) into one calendar: each file's components (its
 * VEVENTs and VTIMEZONEs, a zone once), under one header. Lines are read unfolded only to find the
 * component boundaries; the components' own lines are copied as they were written.
 */
export function joinCalendars(files: string[], prodId: string): string {
  const components: string[] = [];
  const zones = new Set<string>();
  for (const file of files) {
    const lines = file.split(/\r\n/);
    let depth = 0;
    let current: string[] = [];
    for (const line of lines) {
      if (line.startsWith('BEGIN:') && line !== 'BEGIN:VCALENDAR') depth++;
      if (depth > 0) current.push(line);
      if (line.startsWith('END:') && line !== 'END:VCALENDAR') {
        depth--;
        if (depth === 0) {
          const tzid = current.find((l) => l.startsWith('TZID:'));
          const isZone = current[0] === 'BEGIN:VTIMEZONE';
          if (!isZone || !tzid || !zones.has(tzid)) components.push(current.join('\r\n'));
          if (isZone && tzid) zones.add(tzid);
          current = [];
        }
      }
    }
  }
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...components,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
