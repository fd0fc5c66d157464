import { CalendarCheck, Check, CheckCircle2, Clock, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/hooks/use-hydrated';

interface DemoSlot {
  id: string;
  day: string;
  time: string;
  note: string;
}

const SLOTS: DemoSlot[] = [
  {
    id: 'tue',
    day: 'Tuesday, June 9',
    time: '4:00 – 4:30 PM London',
    note: 'Everyone free · 9:00 AM in Denver, 8:30 PM in Delhi',
  },
  {
    id: 'wed',
    day: 'Wednesday, June 10',
    time: '3:30 – 4:00 PM London',
    note: 'Everyone free · 8:00 PM in Delhi is late',
  },
  {
    id: 'thu',
    day: 'Thursday, June 11',
    time: '5:00 – 5:30 PM London',
    note: 'Priya if need be · 10:00 AM in Denver',
  },
];

/** Where the arrow keys, Home and End move from `index` in the list of times; null for other keys. */
function nextIndex(key: string, index: number): number | null {
  const last = SLOTS.length - 1;
  if (key === 'ArrowDown') return Math.min(index + 1, last);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/** The landing page's demo: three suggested slots, the best one highlighted, and a booking preview. */
export function DemoCard() {
  const [view, setView] = useState<'times' | 'confirmed'>('times');
  const [selected, setSelected] = useState(SLOTS[0]!.id);
  const slot = SLOTS.find((s) => s.id === selected) ?? SLOTS[0]!;
  // Prerendered: the demo answers once the app runs.
  const hydrated = useHydrated();

  return (
    <section
      aria-label="Scheduling demo"
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900"
    >
      {view === 'times' ? (
        <>
          <div className="mb-4 flex items-center justify-between">
            <div>
              <h2 className="font-semibold">Product sync</h2>
              <p className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
                <Users className="h-4 w-4" aria-hidden="true" /> 4 people · 3 time zones · 30 min
              </p>
            </div>
            <span className="rounded-full bg-brand-50 px-2 py-1 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
              Suggested times
            </span>
          </div>
          <ul
            className="flex flex-col gap-2"
            role="listbox"
            aria-label="Suggested times"
            aria-disabled={hydrated ? undefined : true}
          >
            {SLOTS.map((s, index) => {
              const isSelected = s.id === selected;
              return (
                <li
                  key={s.id}
                  id={`demo-slot-${s.id}`}
                  role="option"
                  aria-selected={isSelected}
                  // One tab stop for the list; the arrow keys move between the times (ARIA listbox).
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => setSelected(s.id)}
                  onKeyDown={(event) => {
                    const next = nextIndex(event.key, index);
                    if (next === null) return;
                    event.preventDefault();
                    setSelected(SLOTS[next]!.id);
                    document.getElementById(`demo-slot-${SLOTS[next]!.id}`)?.focus();
                  }}
                  className={cn(
                    'w-full cursor-pointer rounded-xl border p-3 text-left transition-colors',
                    isSelected
                      ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-500/30 dark:bg-brand-700/20'
                      : 'border-slate-200 hover:border-brand-500/60 dark:border-slate-700',
                  )}
                >
                  <span className="flex items-center justify-between">
                    <span className="font-medium">{s.day}</span>
                    {index === 0 ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                        Best match
                      </span>
                    ) : null}
                  </span>
                  <span className="mt-1 flex items-center gap-1 text-sm">
                    <Clock className="h-4 w-4" aria-hidden="true" /> {s.time}
                  </span>
                  <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{s.note}</span>
                </li>
              );
            })}
          </ul>
          <Button className="mt-4 w-full" disabled={!hydrated} onClick={() => setView('confirmed')}>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" /> Book this slot
          </Button>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-4 text-center" aria-live="polite">
          <CheckCircle2 className="h-12 w-12 text-emerald-500" aria-hidden="true" />
          <h2 className="text-xl font-semibold">Meeting Scheduled</h2>
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
            Confirmed
          </span>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {slot.day} · {slot.time}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            <li className="flex items-center gap-2">
              <Check className="h-4 w-4 text-emerald-500" aria-hidden="true" /> All participants confirmed
            </li>
            <li className="flex items-center gap-2">
              <Check className="h-4 w-4 text-emerald-500" aria-hidden="true" /> All calendars synced
            </li>
          </ul>
          <Button variant="outline" className="mt-2" onClick={() => setView('times')}>
            Back to times
          </Button>
        </div>
      )}
    </section>
  );
}
