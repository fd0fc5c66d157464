import type { AttendeeResponse } from '../provider-port';

const PARTSTATS: Record<string, AttendeeResponse> = {
  ACCEPTED: 'accepted',
  TENTATIVE: 'tentative',
  DECLINED: 'declined',
  'NEEDS-ACTION': 'needs-action',
};

/** Each ATTENDEE's address and PARTSTAT in an iCalendar text (unfolded first, RFC 5545 §3.1). */
export function attendeeResponses(ics: string): { email: string; response: AttendeeResponse }[] {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const found: { email: string; response: AttendeeResponse }[] = [];
  for (const line of lines) {
    if (!/^ATTENDEE[;:]/i.test(line)) continue;
    const address = /:mailto:([^\s;:]+)\s*$/i.exec(line)?.[1];
    if (!address) continue;
    const partstat = /;PARTSTAT=("?)([A-Z-]+)\1/i.exec(line)?.[2]?.toUpperCase() ?? 'NEEDS-ACTION';
    found.push({ email: address.toLowerCase(), response: PARTSTATS[partstat] ?? 'needs-action' });
  }
  return found;
}
