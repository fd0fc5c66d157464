import type { CalendarFormInput, ParticipantCalendarReadDto } from '@overlap/contracts/schemas';
import type { ParticipantCalendarReadRow } from './tables';

function hostOf(url: string): string {
  try {
    return new URL(url.replace(/^webcals?:/i, 'https:')).host;
  } catch {
    return 'the given address';
  }
}

export function formLabel(input: CalendarFormInput): string {
  if (input.provider === 'ics') return `ICS feed ${hostOf(input.feedUrl)}`;
  if (input.provider === 'icloud') return `Apple iCloud ${input.username.trim()}`;
  return `CalDAV ${input.username.trim()} @ ${hostOf(input.serverUrl)}`;
}

export function namesList(names: string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

export function present(row: ParticipantCalendarReadRow): ParticipantCalendarReadDto {
  return {
    sourceLabel: row.sourceLabel,
    readAt: row.readAt.toISOString(),
    busy: row.busy,
    tentative: row.tentative,
    unreadCalendars: row.unreadCalendars,
  };
}
