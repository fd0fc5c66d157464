import ICAL from 'ical.js';

export interface Meeting {
  id: string;
  status: string;
  sequence: number;
  chosenStart: string | null;
  recurrence: { skip: string[]; until?: string; count?: number } | null;
  participants: { email: string; link: string }[];
}

export interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  template: string;
}

export function expand(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(zone);
  try {
    const iterator = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).iterator();
    const instants: string[] = [];
    for (let next = iterator.next(); next && instants.length < 60; next = iterator.next())
      instants.push(next.toJSDate().toISOString());
    return instants;
  } finally {
    ICAL.TimezoneService.remove(zone.tzid);
  }
}
