import type { HeatMapForm } from '@overlap/contracts';
import type { MeetingDto, QuorumRuleDto } from '@overlap/contracts/schemas';
import type { RankInput, RankResult } from '@overlap/engine';
import type { ParticipantRow } from '../records';

/** What a suggestions body holds besides the ranking: made on the main thread from rows, and small. */
export interface SuggestionsShape {
  /** How the heat map's rows are spelled. */
  form: HeatMapForm;
  meeting: MeetingDto;
  waitingFor: Pick<ParticipantRow, 'id' | 'name' | 'email' | 'required'>[];
  /** The window that relaxations may extend (up to the longest allowed). */
  window: { windowStart: Date; windowEnd: Date };
  quorumRule: QuorumRuleDto;
}

/**
 * A suggestions body but its `"now"`, made once per ranking and form: `opening` is the JSON up to its
 * closing brace; `deflated` is that deflated (raw, ending on a full flush) with its CRC-32, once a client
 * that accepts gzip has asked.
 */
export interface EncodedSuggestions {
  opening: Uint8Array;
  deflated?: { bytes: Uint8Array; crc: number };
}

/** One ranking to compute; with `suggestions`, its response body is encoded where it is computed. */
export interface RankTask {
  input: RankInput;
  suggestions?: { shape: SuggestionsShape; gzip: boolean };
}

export interface RankOutcome {
  result: RankResult;
  /** Present when the task asked for the suggestions body. */
  body?: EncodedSuggestions;
}
