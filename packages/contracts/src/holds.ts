import { z } from 'zod';

/** How many times a meeting may hold in a calendar, and how many one account may hold at once. */
export const HOLD_LIMITS = {
  perMeeting: 5,
  perAccount: 50,
  /** What the request form's "Hold the top 3 times in my calendar" asks for. */
  offered: 3,
  /** Holds move at most this often while answers come in. */
  moveEveryMinutes: 5,
} as const;

/** The `holds` of a meeting request: 0 (off) up to the limit per meeting. */
export const holdCountSchema = z
  .number({ error: 'Holds must be a number of times' })
  .int('Holds must be a whole number')
  .min(0, 'Holds cannot be negative')
  .max(HOLD_LIMITS.perMeeting, `Hold at most ${HOLD_LIMITS.perMeeting} times per meeting`);

/**
 * Where a meeting's holds stand: `off` (not asked for), `pending` (not written yet), `written`,
 * `failed` (the calendar refused; `message` says why), `no_calendar` (no write calendar chosen),
 * `removed` (booked or cancelled, and every hold is gone from the calendar).
 */
export const HOLD_STATES = ['off', 'pending', 'written', 'failed', 'no_calendar', 'removed'] as const;
export type HoldState = (typeof HOLD_STATES)[number];
