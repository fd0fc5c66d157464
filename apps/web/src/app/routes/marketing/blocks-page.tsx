import { CalendarCheck2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { HeatMapLegend } from '@/features/marketing/components/heat-map-legend';
import { MEETING_STATUSES, StatusBadge } from '@/features/marketing/components/status-badge';
import { TimeSlotCard } from '@/features/marketing/components/time-slot-card';
import { SAMPLE_SLOTS } from '@/features/marketing/data/sample-slots';
import { useLocalizedProse } from '@/features/marketing/i18n/use-localized-prose';
import { useT } from '@/i18n';

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
  const t = useT('guide');
  const sampleSlots = useLocalizedProse('guide', 'slots', SAMPLE_SLOTS);
  return (
    <PageShell title={t('blocks.title')} heading={t('blocks.heading')} intro={t('blocks.intro')}>
      <div className="grid gap-8">
        <Specimen id="buttons" heading={t('blocks.buttonsHeading')} note={t('blocks.buttonsNote')}>
          <ul className="flex flex-wrap gap-3">
            {VARIANTS.map((variant) => (
              <li key={variant}>
                <Button variant={variant}>{t(`blocks.variant.${variant}`)}</Button>
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex flex-wrap items-center gap-3">
            {SIZES.map((size) => (
              <li key={size}>
                <Button size={size} variant="outline">
                  {t('blocks.size', { size })}
                </Button>
              </li>
            ))}
            <li>
              <Button>
                <CalendarCheck2 className="h-4 w-4" aria-hidden="true" /> {t('blocks.bookSlot')}
              </Button>
            </li>
            <li>
              <Button variant="destructive" size="sm">
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('blocks.cancelMeeting')}
              </Button>
            </li>
            <li>
              <Button disabled>{t('blocks.disabled')}</Button>
            </li>
          </ul>
        </Specimen>

        <Specimen id="slot-cards" heading={t('blocks.slotCardsHeading')} note={t('blocks.slotCardsNote')}>
          <div className="grid gap-4 md:grid-cols-3">
            {sampleSlots.map((slot, index) => (
              <TimeSlotCard key={slot.day} rank={index + 1} best={index === 0} {...slot} />
            ))}
          </div>
        </Specimen>

        <Specimen id="heat-map" heading={t('blocks.heatMapHeading')} note={t('blocks.heatMapNote')}>
          <HeatMapLegend withDescriptions />
        </Specimen>

        <Specimen id="statuses" heading={t('blocks.statusesHeading')} note={t('blocks.statusesNote')}>
          <ul className="flex flex-wrap gap-3">
            {MEETING_STATUSES.map((status) => (
              <li key={status}>
                <StatusBadge status={status} />
              </li>
            ))}
          </ul>
        </Specimen>

        <Specimen id="colours" heading={t('blocks.coloursHeading')} note={t('blocks.coloursNote')}>
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
