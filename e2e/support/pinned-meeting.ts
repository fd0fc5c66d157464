import type { APIRequestContext } from '@playwright/test';
import type { SeededMeeting } from './seed-meeting';

/** A participant's answer through the API, at the meeting's pinned "now". */
export async function answerAt(
  request: APIRequestContext,
  meeting: SeededMeeting,
  name: string,
  answer: {
    timeZone: string;
    available?: { start: number; end: number }[];
    ifNeedBe?: typeof answer.available;
  },
): Promise<void> {
  const response = await request.put(`/api/participant/availability?token=${meeting.people[name]!.token}`, {
    headers: meeting.clock,
    data: { painted: true, available: [], ifNeedBe: [], busy: [], tentative: [], ...answer },
  });
  if (!response.ok()) throw new Error(`answering answered ${response.status()}: ${await response.text()}`);
}

export async function declineAt(
  request: APIRequestContext,
  meeting: SeededMeeting,
  name: string,
  timeZone: string,
): Promise<void> {
  const response = await request.post(`/api/participant/decline?token=${meeting.people[name]!.token}`, {
    headers: meeting.clock,
    data: { note: 'Away that week', timeZone },
  });
  if (!response.ok()) throw new Error(`declining answered ${response.status()}: ${await response.text()}`);
}
