import type { MeetingDto } from '@overlap/contracts/schemas';

// The part of the engine's RankResult (packages/engine/src/types.ts) this page reads. The web app does
// not depend on the engine package, so the answer's shape is restated here.

export type PersonState = 'free' | 'if-need-be' | 'busy' | 'unknown';
export type Comfort = 'working' | 'edge' | 'outside' | 'night';

export interface SlotPerson {
  participantId: string;
  displayName: string;
  required: boolean;
  response: 'pending' | 'answered' | 'declined';
  state: PersonState;
  comfort: Comfort;
  localStart: string;
  localTime: string;
}

export interface RankedSlot {
  rank: number;
  start: number;
  end: number;
  score: number;
  breakdown: {
    tier: 0 | 1 | 2;
    optionalFree: number;
    unsure: number;
    worstDiscomfort: number;
    totalDiscomfort: number;
  };
  counts: { free: number; ifNeedBe: number; busy: number; unknown: number };
  people: SlotPerson[];
  reasons: string[];
}

export interface Blocker {
  kind: 'window-too-short' | 'no-allowed-time' | 'not-answered' | 'no-free-time' | 'no-common-time';
  participantId?: string;
  message: string;
}

export type Relaxation =
  | { kind: 'make-optional'; participantId: string; viableSlots: number; message: string }
  | { kind: 'extend-window'; days: number; viableSlots: number; message: string }
  | { kind: 'allow-outside-working-hours'; viableSlots: number; message: string }
  | { kind: 'shorter-duration'; durationMinutes: number; viableSlots: number; message: string };

export interface HeatMap {
  start: number;
  stepMinutes: number;
  free: number[];
  ifNeedBe: number[];
  busy: number[];
  unknown: number[];
}

export interface RankResult {
  slots: RankedSlot[];
  candidateCount: number;
  viableCount: number;
  blockers: Blocker[];
  relaxations: Relaxation[];
  heatMap: HeatMap;
}

/** `GET /api/meetings/:id/suggestions`. */
export interface Suggestions {
  meeting: MeetingDto;
  waitingFor: { id: string; name: string | null; email: string; required: boolean }[];
  ranking: RankResult;
}
