import type {
  CalendarFormInput,
  CalendarReadSource,
  ParticipantCalendarReadDto,
} from '@overlap/contracts/schemas';
import type { ParticipantCalendarReadRow } from './tables';

function hostOf(url: string): string {
  try {
    return new URL(url.replace(/^webcals?:/i, 'https:')).host;
  } catch {
    return 'the given address';
  }
}

export function formSource(input: CalendarFormInput): CalendarReadSource {
  if (input.provider === 'ics') return { kind: 'ics', host: hostOf(input.feedUrl) };
  if (input.provider === 'icloud') return { kind: 'account', label: `Apple iCloud ${input.username.trim()}` };
  return { kind: 'account', label: `CalDAV ${input.username.trim()} @ ${hostOf(input.serverUrl)}` };
}

function namesList(names: string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** The source in English, for API clients that show one string. */
export function sourceLabelOf(source: CalendarReadSource): string {
  switch (source.kind) {
    case 'ics':
      return `ICS feed ${source.host}`;
    case 'connected':
      return `your connected calendars (${namesList(source.calendars)})`;
    case 'account':
      return source.label;
  }
}

export function present(row: ParticipantCalendarReadRow): ParticipantCalendarReadDto {
  return {
    sourceLabel: row.sourceLabel,
    source: row.source ?? null,
    readAt: row.readAt.toISOString(),
    busy: row.busy,
    tentative: row.tentative,
    unreadCalendars: row.unreadCalendars,
  };
}
