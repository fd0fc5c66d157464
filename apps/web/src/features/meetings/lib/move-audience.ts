import { currentLocale } from '@/i18n';
import type { MeetingDetailDto } from '@overlap/contracts/schemas';

/** Who gets the new time when a booked meeting moves: everyone still invited who did not decline the request. */
export function moveAudience(meeting: Pick<MeetingDetailDto, 'participants'>): string[] {
  return meeting.participants.filter((p) => p.status !== 'declined').map((p) => p.name ?? p.email);
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const locale = currentLocale();
  if (locale !== 'en') return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
