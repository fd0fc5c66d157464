// Ranking a meeting's times through the engine (one-off and series), with its cache, and the suggestions'
// wire form.

export { ORGANIZER_ID } from './engine-input';
export { heatMapOnWire } from './heat-map-wire';
export { admittedRanker, createMeetingRanker } from './meeting-ranking';
export type { RankMeeting } from './meeting-ranking';
export { rankingRepository } from './ranking-repository';
export { createSeriesRanker } from './series-ranking';
export type { RankSeriesMeeting } from './series-ranking';
export { gzippedSuggestionsBody, servedFromRanking, suggestionsBody } from './suggestions-body';
export { quorumOnWire, ruleOutcomeOf } from './quorum-outcome';
