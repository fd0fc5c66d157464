/** Zones whose name contains every typed word ("new york", "buenos"), ignoring case and underscores. */
export function filterTimeZones(all: string[], query: string): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return all;
  return all.filter((zone) => {
    const name = zone.toLowerCase().replace(/_/g, ' ');
    return words.every((word) => name.includes(word));
  });
}
