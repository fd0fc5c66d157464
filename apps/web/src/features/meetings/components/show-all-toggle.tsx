import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/** Shows every time in a moving list, or its first few again. */
export function ShowAllToggle({
  showAll,
  first,
  total,
  onToggle,
}: {
  showAll: boolean;
  first: number;
  total: number;
  onToggle: () => void;
}) {
  const t = useT('meetings');
  if (total <= first) return null;
  return (
    <Button variant="outline" className="mt-4" onClick={onToggle} aria-expanded={showAll}>
      {showAll ? t('choose.showFirst', { count: first }) : t('move.showAll', { count: total })}
    </Button>
  );
}
