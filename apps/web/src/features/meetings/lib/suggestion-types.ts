import type { MeetingDto, QuorumOutcomeDto } from '@overlap/contracts/schemas';
import type {
  HeatMap as EngineHeatMap,
  HeatMapPerson as EngineHeatMapPerson,
  RankResult as EngineRankResult,
} from '@overlap/engine';
import type { SeriesResult } from '@overlap/engine/series';

// Types only: the engine's answer shape, with none of its code in the web bundle.
export type {
  Blocker,
  Comfort,
  ComfortNoteKind,
  PairRelaxation,
  RelaxationChange,
  SingleRelaxation,
  PersonState,
  RankedSlot,
  Relaxation,
  SlotPerson,
  SlotReason,
  StateCounts,
} from '@overlap/engine';

/** A heat-map row as the app reads it: one letter a slot (`f`, `i`, `b`, `u`, `d`), unpacked on arrival. */
export interface HeatMapPerson extends Omit<EngineHeatMapPerson, 'states'> {
  states: string;
}

/** The heat map with its rows spelled out: `bookable` is `1` or `0` a slot. */
export interface HeatMap extends Omit<EngineHeatMap, 'bookable' | 'people'> {
  bookable: string;
  people: HeatMapPerson[];
}

export type RankResult = Omit<EngineRankResult, 'heatMap'> & { heatMap: HeatMap };

/** `GET /api/meetings/:id/suggestions[?near=<epoch ms>]`; with `near`, `ranking.slots` are the best times near it. */
export interface Suggestions {
  /** The server's clock (ISO). */
  now: string;
  meeting: MeetingDto;
  waitingFor: { id: string; name: string | null; email: string; required: boolean }[];
  /** Absent for a recurring meeting, which the server answers with `series`. */
  ranking?: RankResult;
  /** A single meeting's rule, with a check for each of `ranking.slots`. */
  quorum?: QuorumOutcomeDto | null;
  /** A recurring meeting's ranked weekly (or monthly) times. */
  series?: SeriesResult;
}

/** Suggestions for a single meeting. */
export type RankedSuggestions = Suggestions & { ranking: RankResult };
