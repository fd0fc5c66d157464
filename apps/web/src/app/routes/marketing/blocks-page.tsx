import { CalendarCheck2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { HeatMapLegend } from '@/features/marketing/components/heat-map-legend';
import { MEETING_STATUSES, StatusBadge } from '@/features/marketing/components/status-badge';
import { TimeSlotCard } from '@/features/marketing/components/time-slot-card';
import { SAMPLE_SLOTS } from '@/features/marketing/data/sample-slots';

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

function Specimen({
  id,
  heading,
  note,
  children,
}: {
  id: string;
  heading: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{note}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function BlocksPage() {
  return (
    <PageShell
      title="Blocks"
      heading="Overlap building blocks"
      intro="The visual language of Overlap in one place: buttons, suggestion cards, the availability heat map and meeting statuses. Toggle dark mode to see both themes."
    >
      <div className="grid gap-8">
        <Specimen
          id="buttons"
          heading="Buttons"
          note="Primary for the one main action on a screen; outline and secondary beside it; ghost in toolbars; destructive only for cancelling and removing."
        >
          <ul className="flex flex-wrap gap-3">
            {VARIANTS.map((variant) => (
              <li key={variant}>
                <Button variant={variant}>{variant[0]!.toUpperCase() + variant.slice(1)}</Button>
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex flex-wrap items-center gap-3">
            {SIZES.map((size) => (
              <li key={size}>
                <Button size={size} variant="outline">
                  Size {size}
                </Button>
              </li>
            ))}
            <li>
              <Button>
                <CalendarCheck2 className="h-4 w-4" aria-hidden="true" /> Book this slot
              </Button>
            </li>
            <li>
              <Button variant="destructive" size="sm">
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Cancel meeting
              </Button>
            </li>
            <li>
              <Button disabled>Disabled</Button>
            </li>
          </ul>
        </Specimen>

        <Specimen
          id="slot-cards"
          heading="Time-slot cards"
          note="A ranked suggestion: the time in the organizer’s zone, every person’s local time and state, and the reason for its rank."
        >
          <div className="grid gap-4 md:grid-cols-3">
            {SAMPLE_SLOTS.map((slot, index) => (
              <TimeSlotCard key={slot.day} rank={index + 1} best={index === 0} {...slot} />
            ))}
          </div>
        </Specimen>

        <Specimen
          id="heat-map"
          heading="Heat-map legend"
          note="Each availability state has its own colour plus a pattern or border, so it reads without colour vision."
        >
          <HeatMapLegend withDescriptions />
        </Specimen>

        <Specimen
          id="statuses"
          heading="Meeting status badges"
          note="A meeting request moves from collecting answers, to ready when every required person has answered, to scheduled — or cancelled."
        >
          <ul className="flex flex-wrap gap-3">
            {MEETING_STATUSES.map((status) => (
              <li key={status}>
                <StatusBadge status={status} />
              </li>
            ))}
          </ul>
        </Specimen>

        <Specimen
          id="colours"
          heading="Colour"
          note="Brand indigo for actions and focus, cyan as the accent, emerald for success, amber for waiting, rose for conflicts."
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {[
              ['brand-50', 'bg-brand-50'],
              ['brand-100', 'bg-brand-100'],
              ['brand-500', 'bg-brand-500'],
              ['brand-600', 'bg-brand-600'],
              ['brand-700', 'bg-brand-700'],
              ['accent-500', 'bg-accent-500'],
              ['emerald-500', 'bg-emerald-500'],
            ].map(([name, swatch]) => (
              <li key={name} className="text-sm">
                <span
                  className={`block h-12 rounded-lg border border-slate-200 dark:border-slate-700 ${swatch}`}
                  aria-hidden="true"
                />
                <code className="mt-1 block text-xs">{name}</code>
              </li>
            ))}
          </ul>
        </Specimen>
      </div>
    </PageShell>
  );
}
