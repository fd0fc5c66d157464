// The README's first script, compiled by `npm run typecheck` under strict TypeScript with no casts:
// create a request, read the best time, book it.
import { createOverlapClient } from '@overlap/client';

export async function bookTheBestTime(baseUrl: string, apiKey: string): Promise<string> {
  const overlap = createOverlapClient({ baseUrl, apiKey });
  const created = await overlap.POST('/api/v1/meetings', {
    headers: { 'Idempotency-Key': 'roadmap-review-2030-04' },
    body: {
      title: 'Roadmap review',
      durationMinutes: 30,
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
      windowStart: '2030-04-01T00:00:00Z',
      windowEnd: '2030-04-06T00:00:00Z',
      allowedWeekdays: [1, 2, 3, 4, 5],
      organizerZone: 'Europe/Berlin',
    },
  });
  if (!created.data) throw new Error(created.error.message);
  const meeting = created.data;

  const suggestions = await overlap.GET('/api/v1/meetings/{id}/suggestions', {
    params: { path: { id: meeting.id } },
  });
  if (!suggestions.data) throw new Error(suggestions.error.message);
  const best = suggestions.data.ranking?.slots[0];
  if (!best) return `${meeting.title}: no time fits yet`;

  const booked = await overlap.POST('/api/v1/meetings/{id}/book', {
    params: { path: { id: meeting.id } },
    body: { start: best.start },
  });
  if (!booked.data) throw new Error(booked.error.message);
  return `${booked.data.title} booked at ${booked.data.chosenStart}`;
}
