import { describe, expect, it } from 'vitest';
import { tokenOf } from '../meeting-fixtures';
import { LEADS, OTHERS, pinned, quorumAppForFile, type Created } from './quorum-scene';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL; every request at a pinned instant.
const { scene, calls } = quorumAppForFile();
const at = (iso: string) => Date.parse(iso);

async function paint(meeting: Created, email: string, spans: [string, string][]) {
  const link = meeting.participants.find((p) => p.email === email)!.link;
  const res = await scene.t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(link)}`,
    headers: pinned(),
    payload: {
      timeZone: 'UTC',
      painted: true,
      available: spans.map(([start, end]) => ({ start: at(start), end: at(end) })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Both leads can make Tuesday 14:00 for an hour, but three others only its first half hour; Leo and the
 * same three can make Wednesday 10:00, Lea cannot. The organizer (free in their hours) is the fifth.
 */
async function answered(quorumRule?: { kind: 'at-least'; people: number }) {
  const res = await calls.create(
    calls.request({ title: 'Five in all', autoSchedule: false, ...(quorumRule ? { quorumRule } : {}) }),
  );
  expect(res.statusCode).toBe(201);
  const meeting = res.json() as Created;
  const [lea, leo] = LEADS as [string, string];
  await paint(meeting, lea, [['2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z']]);
  await paint(meeting, leo, [
    ['2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z'],
    ['2026-03-04T10:00:00Z', '2026-03-04T11:00:00Z'],
  ]);
  for (const email of OTHERS.slice(0, 3))
    await paint(meeting, email, [
      ['2026-03-03T14:00:00Z', '2026-03-03T14:30:00Z'],
      ['2026-03-04T10:00:00Z', '2026-03-04T11:00:00Z'],
    ]);
  return meeting;
}

interface Relaxation {
  kind: string;
  participantId?: string;
  durationMinutes?: number;
  viableSlots: number;
}

describe('one-click changes on Choose a time under a quorum rule', () => {
  it('are offered and counted by the times that would meet "at least 5 people in all"', async () => {
    // Under the default rule Tuesday 14:00 suits every required person: nothing to change.
    const plain = await calls.suggestions(await answered());
    expect(plain.ranking.viableCount).toBeGreaterThan(0);
    expect(plain.ranking.relaxations).toEqual([]);

    const meeting = await answered({ kind: 'at-least', people: 5 });
    const { ranking, quorum } = await calls.suggestions(meeting);
    // Tuesday 14:00 has the organizer and the two leads, 3 of 8: no ranked time meets the rule.
    expect(quorum.checks.some((c: { meets: boolean }) => c.meets)).toBe(false);
    expect(quorum.checks[0]).toMatchObject({ free: 3, total: 8 });
    const lea = meeting.participants.find((p) => p.email === LEADS[0])!;
    // Without Lea, Wednesday 10:00 has 5; at 30 minutes, Tuesday 14:00 has 6. One time each.
    expect(
      (ranking.relaxations as Relaxation[]).map((r) => ({
        kind: r.kind,
        participantId: r.participantId,
        durationMinutes: r.durationMinutes,
        viableSlots: r.viableSlots,
      })),
    ).toEqual([
      { kind: 'make-optional', participantId: lea.id, durationMinutes: undefined, viableSlots: 1 },
      { kind: 'shorter-duration', participantId: undefined, durationMinutes: 30, viableSlots: 1 },
    ]);

    // The one click does what its count said: the best time then meets the rule.
    const fix = await scene.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/participants/${lea.id}`,
      headers: scene.headers,
      payload: { required: false },
    });
    expect(fix.statusCode).toBe(200);
    const after = await calls.suggestions(meeting);
    expect(after.quorum.checks[0]).toMatchObject({ meets: true, free: 5 });
    expect(after.ranking.slots[0].start).toBe(at('2026-03-04T10:00:00Z'));
    expect(after.ranking.relaxations).toEqual([]);
  });
});
