import type { MeetingDto } from '@overlap/contracts/schemas';
import type { RankResult } from '@overlap/engine';
import type { SeriesResult } from '@overlap/engine/series';

// Types only: the engine's answer shape, with none of its code in the web bundle.
export type {
  Blocker,
  Comfort,
  ComfortNoteKind,
  HeatMap,
  HeatMapPerson,
  PairRelaxation,
  RelaxationChange,
  SingleRelaxation,
  PersonState,
  RankedSlot,
  RankResult,
  Relaxation,
  SlotPerson,
  SlotReason,
  StateCounts,
} from '@overlap/engine';

/** `GET /api/meetings/:id/suggestions[?near=<epoch ms>]`; with `near`, `ranking.slots` are the best times near it. */
export interface Suggestions {
  /** The server's clock (ISO). */
  now: string;
  meeting: MeetingDto;
  waitingFor: { id: string; name: string | null; email: string; required: boolean }[];
  /** Absent for a recurring meeting, which the server answers with `series`. */
  ranking?: RankResult;
  /** A recurring meeting's ranked weekly (or monthly) times. */
  series?: SeriesResult;
}

/** Suggestions for a single meeting. */
export type RankedSuggestions = Suggestions & { ranking: RankResult };
