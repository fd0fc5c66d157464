import type { RankResult } from '@overlap/engine';

const shown = new WeakMap<RankResult, object>();
const encoded = new WeakMap<object, Buffer>();

/**
 * The ranking as the organizer sees it, made once per computed ranking. A cached ranking is the same
 * object for the same cache key, and the key covers the meeting that `show` reads, so the memo is exact.
 */
export function shownRanking<T extends object>(result: RankResult, show: (result: RankResult) => T): T {
  let ranking = shown.get(result);
  if (!ranking) {
    ranking = show(result);
    shown.set(result, ranking);
  }
  return ranking as T;
}

/**
 * The suggestions response as JSON bytes. The ranking (its heat map is most of the body: one letter per
 * person and slot) is serialised and encoded once per ranking and sent again as those bytes, so a served
 * ranking costs the event loop a copy, not a `JSON.stringify` and a UTF-8 encoding of half a megabyte.
 */
export function suggestionsBody(response: { ranking?: object } & Record<string, unknown>): Buffer {
  const { ranking, ...rest } = response;
  if (!ranking) return Buffer.from(JSON.stringify(response));
  let bytes = encoded.get(ranking);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(ranking));
    encoded.set(ranking, bytes);
  }
  const head = JSON.stringify(rest);
  const opening = head === '{}' ? '{"ranking":' : `${head.slice(0, -1)},"ranking":`;
  return Buffer.concat([Buffer.from(opening), bytes, Buffer.from('}')]);
}
