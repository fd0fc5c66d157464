const simplify = (text: string) => text.trim().replace(/[ _]+/g, ' ').toLowerCase();

/**
 * The zones a time-zone list shows for what is typed: all of them when the box still holds the chosen
 * zone (so the list opens at it), else those containing the text ("york", "new york", "America/New").
 */
export function zoneOptions(all: readonly string[], typed: string, selected: string): string[] {
  const wanted = simplify(typed);
  if (!wanted || typed === selected) return [...all];
  return all.filter((zone) => simplify(zone).includes(wanted));
}

/** Where the list's highlight starts: on the chosen zone when it is listed, else on the first match. */
export function initialActive(options: readonly string[], selected: string): number {
  const index = options.indexOf(selected);
  return index >= 0 ? index : options.length > 0 ? 0 : -1;
}
