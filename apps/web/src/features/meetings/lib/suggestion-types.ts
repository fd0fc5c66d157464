import type { MeetingDto } from '@overlap/contracts/schemas';
import type { RankResult } from '@overlap/engine';

// Types only: the engine's answer shape, with none of its code in the web bundle.
export type {
  Blocker,
  Comfort,
  HeatMap,
  PersonState,
  RankedSlot,
  RankResult,
  Relaxation,
  SlotPerson,
} from '@overlap/engine';

/** `GET /api/meetings/:id/suggestions`. */
export interface Suggestions {
  meeting: MeetingDto;
  waitingFor: { id: string; name: string | null; email: string; required: boolean }[];
  ranking: RankResult;
}
