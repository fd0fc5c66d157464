import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function WeekPager({
  page,
  pages,
  rangeLabel,
  onPageChange,
}: {
  page: number;
  pages: number;
  rangeLabel: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page === 0}
        aria-label="Previous week"
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <p className="text-center text-sm font-medium" aria-live="polite">
        {rangeLabel}
        {pages > 1 ? (
          <span className="text-slate-500 dark:text-slate-400">
            {' '}
            · week {page + 1} of {pages}
          </span>
        ) : null}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pages - 1}
        aria-label="Next week"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </div>
  );
}
