import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * A meeting of `size` people (a quarter optional) over the next 60 days, each of whom answers with 2,000
 * busy half hours at their own offsets; `reanswer` has the first person answer again (a new version of
 * the meeting's answers, so its next ranking is computed).
 */
export async function seedMeeting(
  api: APIRequestContext,
  headers: Record<string, string>,
  size: number,
): Promise<{ id: string; reanswer: () => Promise<void> }> {
  const windowStart = Math.ceil(Date.now() / DAY) * DAY + DAY;
  const windowEnd = windowStart + 60 * DAY;
  const created = await api.post('/api/meetings', {
    headers,
    data: {
      title: `Bench ${size}`,
      durationMinutes: 30,
      participants: Array.from({ length: size }, (_, i) => ({
        email: `p${i}-${randomBytes(3).toString('hex')}@example.com`,
        required: i % 4 !== 0,
      })),
      windowStart: new Date(windowStart).toISOString(),
      windowEnd: new Date(windowEnd).toISOString(),
      allowedWeekdays: [1, 2, 3, 4, 5],
      allowedHours: null,
      organizerZone: 'Europe/Berlin',
      deadline: null,
      autoSchedule: false,
    },
  });
  if (created.status() !== 201)
    throw new Error(`creating a meeting answered ${created.status()}: ${await created.text()}`);
  const meeting = (await created.json()) as { id: string; participants: { link: string }[] };
  const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Tokyo'];
  const answer = async (i: number, shift = 0) => {
    const token = new URL(meeting.participants[i]!.link).searchParams.get('token') ?? '';
    // 2,000 busy half hours spread over the 60-day window, each person at their own offsets.
    const busy = Array.from({ length: 2000 }, (_, k) => {
      const start = windowStart + k * 43 * MINUTE + (i % 7) * 5 * MINUTE + shift * MINUTE;
      return { start, end: start + 30 * MINUTE };
    });
    const answered = await api.put(`/api/participant/availability?token=${token}`, {
      data: { timeZone: zones[i % zones.length], painted: false, busy },
      timeout: 120_000,
    });
    if (!answered.ok()) throw new Error(`answering answered ${answered.status()}: ${await answered.text()}`);
  };
  for (let i = 0; i < meeting.participants.length; i++) await answer(i);
  let changes = 0;
  return { id: meeting.id, reanswer: () => answer(0, ++changes % 5) };
}
