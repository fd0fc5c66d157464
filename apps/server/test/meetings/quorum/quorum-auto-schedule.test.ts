import { describe, expect, it } from 'vitest';
import {
  LEADS,
  OTHERS,
  THURSDAY_4PM,
  TUESDAY_2PM,
  WEDNESDAY_10AM,
  quorumAppForFile,
  type Created,
} from './quorum-scene';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL; every request at a pinned instant.
const { scene, calls } = quorumAppForFile();

/**
 * Leads and three others free Tuesday 14:00 (6 of 8, the organizer counted); leads and one other
 * Wednesday 10:00 (4 of 8); the fourth other only Thursday 16:00.
 */
async function answerAllBut(meeting: Created, ...later: string[]) {
  for (const email of LEADS)
    expect((await calls.answer(meeting, email, [TUESDAY_2PM, WEDNESDAY_10AM])).statusCode).toBe(200);
  for (const [i, email] of OTHERS.entries()) {
    if (later.includes(email)) continue;
    const starts = i === 0 ? [TUESDAY_2PM, WEDNESDAY_10AM] : i < 3 ? [TUESDAY_2PM] : [THURSDAY_4PM];
    expect((await calls.answer(meeting, email, starts)).statusCode).toBe(200);
  }
}

async function scheduledMails(title: string): Promise<number> {
  const result = (await scene.t.database.db.execute(
    `select template_key, text from outbox where template_key = 'scheduled'`,
  )) as unknown as { rows: { text: string }[] };
  return result.rows.filter((r) => r.text.includes(title)).length;
}

describe('auto-schedule on a quorum rule', () => {
  it('books "at least 6 people" once everyone has answered, and marks the times that meet it', async () => {
    const res = await calls.create(
      calls.request({ title: 'Six of eight', quorumRule: { kind: 'at-least', people: 6 } }),
    );
    expect(res.statusCode).toBe(201);
    const meeting = res.json() as Created;
    expect(res.json().quorumRule).toEqual({ kind: 'at-least', people: 6 });
    await answerAllBut(meeting, OTHERS[4]!);

    // The required people have answered and Tuesday meets the rule, but one person is still to answer.
    const waiting = await calls.detail(meeting);
    expect(waiting.status).toBe('ready');
    const { ranking, quorum } = await calls.suggestions(meeting);
    expect(quorum.rule).toEqual({ kind: 'at-least', people: 6 });
    expect(quorum.mostFree).toBe(6);
    expect(ranking.slots[0].start).toBe(TUESDAY_2PM);
    expect(quorum.checks[0]).toEqual({ meets: true, free: 6, total: 8, requiredFree: 3, requiredTotal: 3 });
    const wednesday = ranking.slots.findIndex((s: { start: number }) => s.start === WEDNESDAY_10AM);
    expect(quorum.checks[wednesday]).toMatchObject({ meets: false, free: 4 });

    expect((await calls.decline(meeting, OTHERS[4]!)).statusCode).toBe(200);
    const booked = await calls.detail(meeting);
    expect(booked.status).toBe('scheduled');
    expect(booked.chosenStart).toBe(new Date(TUESDAY_2PM).toISOString());
    // Everyone but the person who declined gets the booked meeting, once.
    expect(await scheduledMails('Six of eight')).toBe(6);
  });

  it('does not book when no time meets the rule, even after everyone answered', async () => {
    const meeting = (
      await calls.create(
        calls.request({ title: 'Seven of eight', quorumRule: { kind: 'at-least', people: 7 } }),
      )
    ).json() as Created;
    await answerAllBut(meeting, OTHERS[4]!);
    await calls.decline(meeting, OTHERS[4]!);
    const detail = await calls.detail(meeting);
    expect(detail.status).toBe('ready');
    expect((await calls.suggestions(meeting)).quorum.checks.every((c: { meets: boolean }) => !c.meets)).toBe(
      true,
    );
  });

  it('books once when the last two answers arrive together', async () => {
    const meeting = (
      await calls.create(
        calls.request({ title: 'Two at once', quorumRule: { kind: 'required-plus', others: 3 } }),
      )
    ).json() as Created;
    await answerAllBut(meeting, OTHERS[3]!, OTHERS[4]!);
    expect((await calls.detail(meeting)).status).toBe('ready');
    // The last two answer at the same moment: each request may find everyone answered.
    const replies = await Promise.all([
      calls.answer(meeting, OTHERS[3]!, [TUESDAY_2PM]),
      calls.answer(meeting, OTHERS[4]!, [THURSDAY_4PM]),
    ]);
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    const detail = await calls.detail(meeting);
    expect(detail.status).toBe('scheduled');
    expect(detail.chosenStart).toBe(new Date(TUESDAY_2PM).toISOString());
    expect(await scheduledMails('Two at once')).toBe(7);
  });

  it('books "the most people possible" only when everyone has answered', async () => {
    const meeting = (
      await calls.create(calls.request({ title: 'Most of us', quorumRule: { kind: 'most-possible' } }))
    ).json() as Created;
    await answerAllBut(meeting, OTHERS[4]!);
    expect((await calls.detail(meeting)).status).toBe('ready');
    // The last person makes Wednesday as good as Tuesday; Tuesday still has more people free.
    await calls.answer(meeting, OTHERS[4]!, [WEDNESDAY_10AM]);
    const detail = await calls.detail(meeting);
    expect(detail.status).toBe('scheduled');
    expect(detail.chosenStart).toBe(new Date(TUESDAY_2PM).toISOString());
  });

  it('leaves a meeting without auto-schedule for the organizer to book', async () => {
    const meeting = (
      await calls.create(
        calls.request({ title: 'By hand', autoSchedule: false, quorumRule: { kind: 'at-least', people: 6 } }),
      )
    ).json() as Created;
    await answerAllBut(meeting, OTHERS[4]!);
    await calls.decline(meeting, OTHERS[4]!);
    expect((await calls.detail(meeting)).status).toBe('ready');
    expect((await calls.suggestions(meeting)).quorum.checks[0].meets).toBe(true);
  });
});
