import { CalendarCheck, Check, CheckCircle2, Clock, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale, useT } from '@/i18n';

interface DemoSlot {
  id: 'tue' | 'wed' | 'thu';
  /** The slot's start; every slot is 30 minutes. */
  start: string;
  note: 'demo.noteTue' | 'demo.noteWed' | 'demo.noteThu';
}

export const SLOTS: DemoSlot[] = [
  { id: 'tue', start: '2026-06-09T15:00:00Z', note: 'demo.noteTue' },
  { id: 'wed', start: '2026-06-10T14:30:00Z', note: 'demo.noteWed' },
  { id: 'thu', start: '2026-06-11T16:00:00Z', note: 'demo.noteThu' },
];
const SLOT_MS = 30 * 60_000;

// English keeps the product's own clock ("4:00 – 4:30 PM"), written here rather than by Intl: the page is
// prerendered in English and must hydrate to the very same text whatever ICU the browser ships.
function englishClock(date: Date, timeZone: string): { text: string; half: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const hour = Number(parts.hour) % 24;
  const half = hour < 12 ? 'AM' : 'PM';
  return { text: `${hour % 12 || 12}:${parts.minute} ${half}`, half };
}

/** The slot's day and times in the reader's language: the organizer's London, the guests' Denver and Delhi. */
export function describeSlot(slot: DemoSlot, locale: string) {
  const start = new Date(slot.start);
  const end = new Date(start.getTime() + SLOT_MS);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/London',
  }).format(start);
  if (locale === 'en') {
    const from = englishClock(start, 'Europe/London');
    const to = englishClock(end, 'Europe/London');
    const first = from.half === to.half ? from.text.slice(0, -3) : from.text;
    return {
      day,
      range: `${first} – ${to.text}`,
      denver: englishClock(start, 'America/Denver').text,
      delhi: englishClock(start, 'Asia/Kolkata').text,
    };
  }
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  return {
    day,
    range: clock('Europe/London').formatRange(start, end),
    denver: clock('America/Denver').format(start),
    delhi: clock('Asia/Kolkata').format(start),
  };
}

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
  const t = useT('landing');
  const locale = useLocale();
  const described = useMemo(() => new Map(SLOTS.map((s) => [s.id, describeSlot(s, locale)])), [locale]);
  const [view, setView] = useState<'times' | 'confirmed'>('times');
  const [selected, setSelected] = useState<DemoSlot['id']>(SLOTS[0]!.id);
  const slot = SLOTS.find((s) => s.id === selected) ?? SLOTS[0]!;
  // Prerendered: the demo answers once the app runs.
  const hydrated = useHydrated();

  return (
    <section
      aria-label={t('demo.label')}
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900"
    >
      {view === 'times' ? (
        <>
          <div className="mb-4 flex items-center justify-between">
            <div>
              <h2 className="font-semibold">{t('demo.title')}</h2>
              <p className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
                <Users className="h-4 w-4" aria-hidden="true" /> {t('demo.summary')}
              </p>
            </div>
            <span className="rounded-full bg-brand-50 px-2 py-1 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
              {t('demo.suggested')}
            </span>
          </div>
          <ul
            className="flex flex-col gap-2"
            role="listbox"
            aria-label={t('demo.suggested')}
            aria-disabled={hydrated ? undefined : true}
          >
            {SLOTS.map((s, index) => {
              const isSelected = s.id === selected;
              const text = described.get(s.id)!;
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
                    <span className="font-medium">{text.day}</span>
                    {index === 0 ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                        {t('demo.bestMatch')}
                      </span>
                    ) : null}
                  </span>
                  <span className="mt-1 flex items-center gap-1 text-sm">
                    <Clock className="h-4 w-4" aria-hidden="true" />{' '}
                    {t('demo.slotTime', { range: text.range })}
                  </span>
                  <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                    {t(s.note, { denver: text.denver, delhi: text.delhi })}
                  </span>
                </li>
              );
            })}
          </ul>
          <Button className="mt-4 w-full" disabled={!hydrated} onClick={() => setView('confirmed')}>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" /> {t('demo.book')}
          </Button>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-4 text-center" aria-live="polite">
          <CheckCircle2 className="h-12 w-12 text-emerald-500" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t('demo.scheduled')}</h2>
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
            {t('demo.confirmed')}
          </span>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('demo.slotSummary', {
              day: described.get(slot.id)!.day,
              time: t('demo.slotTime', { range: described.get(slot.id)!.range }),
            })}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            <li className="flex items-center gap-2">
              <Check className="h-4 w-4 text-emerald-500" aria-hidden="true" /> {t('demo.allConfirmed')}
            </li>
            <li className="flex items-center gap-2">
              <Check className="h-4 w-4 text-emerald-500" aria-hidden="true" /> {t('demo.allSynced')}
            </li>
          </ul>
          <Button variant="outline" className="mt-2" onClick={() => setView('times')}>
            {t('demo.back')}
          </Button>
        </div>
      )}
    </section>
  );
}
