import { Check, X } from 'lucide-react';
import { ScrollRegion } from '@/components/ui/scroll-region';

const ROWS = [
  {
    pain: 'Ten e-mails to agree on one time',
    others: 'Polls make everyone tick boxes, then someone still has to decide',
    overlap: 'Reads free/busy from calendars and proposes the best time itself',
  },
  {
    pain: 'Time zones and daylight saving',
    others: 'Slots shift by an hour when clocks change; "9am" means whose 9am?',
    overlap: 'Every slot shown in each person’s own zone, correct across DST changes',
  },
  {
    pain: 'Guests without the same calendar',
    others: 'Work only inside one vendor’s ecosystem, or need everyone to sign up',
    overlap: 'Google, Outlook, iCloud, any CalDAV server or ICS feed — guests need no account',
  },
  {
    pain: 'Fairness across continents',
    others: 'The same people always take the 7am call',
    overlap: 'Ranks by the worst-off person’s local time, not the average',
  },
  {
    pain: 'Privacy',
    others: 'Guests see each other’s e-mails, sometimes event titles',
    overlap: 'Only busy blocks are read; guests never see each other’s details',
  },
];

const cell = 'p-3 align-top sm:p-4';

/**
 * Three columns from the small-tablet width up. On a phone the pain becomes a heading row above its two
 * answers, so the Overlap column stays on screen without scrolling sideways.
 */
export function PainPoints() {
  return (
    <section aria-labelledby="pain-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="pain-heading" className="text-center text-3xl font-bold tracking-tight">
        Why scheduling still hurts — and how Overlap fixes it
      </h2>
      <ScrollRegion
        label="Comparison table"
        className="mt-10 rounded-2xl border border-slate-200 dark:border-slate-800"
      >
        <table className="w-full text-left text-sm sm:min-w-[640px]">
          <caption className="sr-only">Pain points compared with other scheduling tools</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
                The pain
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Polls and booking links
              </th>
              <th scope="col" className={`${cell} font-semibold text-brand-600 dark:text-brand-100`}>
                Overlap
              </th>
            </tr>
          </thead>
          {ROWS.map((row) => (
            <tbody key={row.pain} className="border-t border-slate-200 dark:border-slate-800">
              <tr className="sm:hidden">
                <th scope="rowgroup" colSpan={2} className="px-3 pt-3 font-semibold">
                  {row.pain}
                </th>
              </tr>
              <tr>
                <th scope="row" className={`${cell} hidden font-medium sm:table-cell`}>
                  {row.pain}
                </th>
                <td className={`${cell} text-slate-600 dark:text-slate-400`}>
                  <span className="flex gap-2">
                    <X className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
                    {row.others}
                  </span>
                </td>
                <td className={cell}>
                  <span className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
                    {row.overlap}
                  </span>
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      </ScrollRegion>
    </section>
  );
}
