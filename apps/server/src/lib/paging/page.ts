import { PAGE_LIMITS, type PageQuery } from '@overlap/contracts/schemas';
import { decodeCursor, encodeCursor, type PagePlace } from './cursor';

/**
 * One page of a list: asks `fetch` for one row more than the page holds, so a next page is promised
 * only when one exists, and names the last row's place as the next cursor.
 */
export async function pageOf<T>(
  query: PageQuery,
  fetch: (limit: number, after: PagePlace | null) => Promise<{ row: T; place: PagePlace }[]>,
): Promise<{ rows: T[]; nextCursor: string | null }> {
  const limit = query.limit ?? PAGE_LIMITS.default;
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const found = await fetch(limit + 1, after);
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((f) => f.row),
    nextCursor: found.length > limit && last ? encodeCursor(last.place) : null,
  };
}
