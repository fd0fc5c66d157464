import type { BookedOccurrenceDto } from '@overlap/contracts/schemas';

/** Every date of a booked series behind a summary line, skipped or cancelled ones struck out. */
export function DatesDisclosure({
  summary,
  occurrences,
  timeOf,
  struckOut,
}: {
  summary: string;
  occurrences: readonly BookedOccurrenceDto[];
  timeOf: (occurrence: BookedOccurrenceDto) => string;
  struckOut: (time: string) => string;
}) {
  return (
    <details>
      <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">{summary}</summary>
      <ul className="mt-1 flex flex-col gap-0.5">
        {occurrences.map((o) => {
          const time = timeOf(o);
          return (
            <li
              key={o.date}
              className={o.skipped ? 'text-slate-500 line-through dark:text-slate-400' : undefined}
            >
              {o.skipped ? struckOut(time) : time}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
