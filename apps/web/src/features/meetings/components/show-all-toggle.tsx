import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/**
 * Shows every item of a list cut to its first few, or the first few again; nothing when all fit. It
 * speaks of times unless `labels` names the items otherwise.
 */
export function ShowAllToggle({
  showAll,
  first,
  total,
  onToggle,
  labels,
}: {
  showAll: boolean;
  first: number;
  total: number;
  onToggle: () => void;
  labels?: { all: string; first: string };
}) {
  const t = useT('meetings');
  if (total <= first) return null;
  const all = labels?.all ?? t('move.showAll', { count: total });
  return (
    <Button variant="outline" className="mt-4" onClick={onToggle} aria-expanded={showAll}>
      {showAll ? (labels?.first ?? t('choose.showFirst', { count: first })) : all}
    </Button>
  );
}

/** A list cut to its `first` items until the toggle under it shows them all. */
export function useFirstFew(first: number) {
  const [showAll, setShowAll] = useState(false);
  return {
    cut: <T,>(items: readonly T[]) => (showAll ? items : items.slice(0, first)),
    /** The toggle's props for a list of `total` items. */
    toggle: (total: number) => ({ showAll, first, total, onToggle: () => setShowAll(!showAll) }),
  };
}
