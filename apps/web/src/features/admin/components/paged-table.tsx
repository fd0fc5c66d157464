import type { ComponentProps, ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import { Pager } from './list-controls';

/** The padding every admin list cell shares. */
export const LIST_CELL = 'px-4 py-3 text-left align-top';

export interface ListColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** A column with no visible heading (row actions): the label is for screen readers only. */
  hidden?: boolean;
}

/** An admin list: a scrollable table with one heading row, and the pager under it. */
export function PagedTable({
  label,
  caption,
  columns,
  children,
  pager,
  narrow = false,
}: {
  label: string;
  caption: string;
  columns: ListColumn[];
  children: ReactNode;
  pager: ComponentProps<typeof Pager>;
  /** Four short columns fit a smaller table before it scrolls sideways. */
  narrow?: boolean;
}) {
  return (
    <>
      <ScrollRegion
        label={label}
        className="relative rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <table className={cn('w-full text-sm', narrow ? 'min-w-[40rem]' : 'min-w-[44rem]')}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn(LIST_CELL, column.numeric && 'text-right')}>
                  {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
        </table>
      </ScrollRegion>
      <Pager {...pager} />
    </>
  );
}
