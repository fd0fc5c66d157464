import type { APIRequestContext } from '@playwright/test';

const HOUR = 60 * 60 * 1000;

/** Books the meeting through the organizer's API at the given hour (UTC) of the window's second day. */
export async function bookMeeting(
  request: APIRequestContext,
  seeded: { meetingId: string; organizerHeaders: Record<string, string>; windowStart: number },
  hourUtc = 10,
): Promise<number> {
  const start = seeded.windowStart + 24 * HOUR + hourUtc * HOUR;
  const response = await request.post(`/api/meetings/${seeded.meetingId}/book`, {
    headers: seeded.organizerHeaders,
    data: { start },
  });
  if (!response.ok()) throw new Error(`booking answered ${response.status()}: ${await response.text()}`);
  return start;
}

export async function cancelMeeting(
  request: APIRequestContext,
  seeded: { meetingId: string; organizerHeaders: Record<string, string> },
) {
  const response = await request.post(`/api/meetings/${seeded.meetingId}/cancel`, {
    headers: seeded.organizerHeaders,
  });
  if (!response.ok()) throw new Error(`cancelling answered ${response.status()}: ${await response.text()}`);
}

/** How the page writes a time: 'Wednesday 10 June 2026, 14:00' in the zone. */
export function wallClock(instant: number, zone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  })
    .format(instant)
    .replace(',', '');
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(instant);
  return `${day}, ${time}`;
}
