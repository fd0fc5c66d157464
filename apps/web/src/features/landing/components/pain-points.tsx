import { Check, X } from 'lucide-react';

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

export function PainPoints() {
  return (
    <section aria-labelledby="pain-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="pain-heading" className="text-center text-3xl font-bold tracking-tight">
        Why scheduling still hurts — and how Overlap fixes it
      </h2>
      <div className="mt-10 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Pain points compared with other scheduling tools</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="p-4 font-semibold">
                The pain
              </th>
              <th scope="col" className="p-4 font-semibold">
                Polls and booking links
              </th>
              <th scope="col" className="p-4 font-semibold text-brand-600 dark:text-brand-100">
                Overlap
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.pain} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="p-4 font-medium">
                  {row.pain}
                </th>
                <td className="p-4 text-slate-600 dark:text-slate-400">
                  <span className="flex gap-2">
                    <X className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
                    {row.others}
                  </span>
                </td>
                <td className="p-4">
                  <span className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
                    {row.overlap}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
