// Ranking a meeting's times through the engine (one-off and series), with its cache, and the suggestions'
// wire form: encoded where the ranking is computed (rank-task.ts, in the ranking worker).

export { ORGANIZER_ID } from './engine-input';
export { admittedRanker, createMeetingRanker } from './meeting-ranking';
export type { BodyWanted, RankMeeting } from './meeting-ranking';
export { rankingWork } from './rank-task';
export { rankingRepository } from './ranking-repository';
export { createSeriesRanker } from './series-ranking';
export type { RankSeriesMeeting } from './series-ranking';
export { gzippedSuggestionsBody, plainBody, suggestionsBody, suggestionsFor } from './suggestions-body';
export { suggestionsShape } from './suggestions-shape';
export type { RankingSuggestions } from './suggestions-wire';
export { ruleOutcomeOf } from './quorum-outcome';
