/** Whether an Accept-Encoding header allows gzip (listed without `q=0`, or `*` is). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const gzip = weights.get('gzip') ?? weights.get('*');
  return gzip !== undefined && gzip > 0;
}
