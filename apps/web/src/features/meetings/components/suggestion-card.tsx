import { Button } from '@/components/ui/button';
import type { RankedSlot } from '../lib/suggestion-types';
import { formatRange } from '../lib/zoned-time';
import { COMFORT_LABELS, StateChip } from './person-state';

/** One ranked time: when, who can come (in their own local time), and why it ranks here. */
export function SuggestionCard({
  slot,
  zone,
  canBook,
  onPick,
}: {
  slot: RankedSlot;
  zone: string;
  canBook: boolean;
  onPick: (slot: RankedSlot) => void;
}) {
  const when = formatRange(slot.start, slot.end, zone);
  return (
    <li
      aria-label={`Option ${slot.rank}: ${when}`}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
            Option {slot.rank}
          </p>
          <p className="text-lg font-semibold">{when}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {slot.counts.free} free · {slot.counts.ifNeedBe} if need be · {slot.counts.busy} busy ·{' '}
            {slot.counts.unknown} no answer
          </p>
        </div>
        <Button disabled={!canBook} onClick={() => onPick(slot)}>
          Book this time<span className="sr-only">: {when}</span>
        </Button>
      </div>
      <ul className="mt-3 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {slot.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[22rem] text-left text-sm">
          <caption className="sr-only">Everyone at this time</caption>
          <thead className="text-xs text-slate-500 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Person
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Local time
              </th>
            </tr>
          </thead>
          <tbody>
            {slot.people.map((person) => (
              <tr key={person.participantId} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {person.displayName}
                  {person.required ? null : ' '}
                  {person.required ? null : (
                    <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">(optional)</span>
                  )}
                </th>
                <td className="py-1.5 pr-3">
                  <StateChip state={person.state} />
                </td>
                <td className="py-1.5 pr-3">
                  {person.localTime}{' '}
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {COMFORT_LABELS[person.comfort]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}
