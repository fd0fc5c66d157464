import { useSearchParams } from 'react-router';

/**
 * A list's search, filter and page, kept in the address so Back and shared links keep them. Changing the
 * search or a filter goes back to the first page.
 */
export function useListParams<F extends string>(filterName?: F, allowed: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawFilter = filterName ? params.get(filterName) : null;
  const filter = rawFilter !== null && allowed.includes(rawFilter) ? rawFilter : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const go = (next: { q?: string; filter?: string | null; page?: number }) => {
    const query = new URLSearchParams();
    const nq = next.q ?? q;
    const nf = next.filter === undefined ? filter : next.filter;
    const np = next.page ?? 1;
    if (nq) query.set('q', nq);
    if (filterName && nf) query.set(filterName, nf);
    if (np > 1) query.set('page', String(np));
    setParams(query);
  };
  return { q, filter, page, go };
}
