import type { AdminTrendsResponse } from '@overlap/contracts';
import { percentOf } from '@overlap/contracts';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocale, useT, type Translate } from '@/i18n';
import { useAdminTrends } from '../api/admin-people';
import { AdminEmpty, AdminError, panelClass } from './admin-states';

// Chart.js loads only when this page draws a chart.
const BarChart = lazy(() => import('./bar-chart'));

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  icloud: 'iCloud',
  caldav: 'CalDAV',
};

const COLORS = { created: '#6366f1', booked: '#10b981', cancelled: '#f43f5e', connections: '#0ea5e9' };
const cell = 'px-2 py-2 text-left sm:px-3';
const num = 'px-2 py-2 text-right tabular-nums sm:px-3';
/** Dates in the reader's language (English: the browser's habits), in UTC as the weeks are counted. */
function useUtcFormats() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = locale === 'en' ? undefined : locale;
    // Short ("Mar 23"): the page says which 12 weeks these are, and the table keeps the full date in <time>.
    const week = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return {
      weekLabel: (day: string) => week.format(new Date(`${day}T12:00:00Z`)),
      asOf: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }),
    };
  }, [locale]);
}

/** /admin/analytics: meetings per week, time to booking, answer rate and calendars per provider. */
export function AnalyticsPage() {
  const t = useT('admin');
  const formats = useUtcFormats();
  useDocumentTitle(t('analytics.docTitle'));
  const trends = useAdminTrends();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('section.analytics')}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          {trends.data
            ? t('analytics.introAsOf', { asOf: formats.asOf.format(new Date(trends.data.asOf)) })
            : t('analytics.intro')}
        </p>
      </header>
      {trends.isPending ? (
        <LoadingScreen label={t('analytics.counting')} />
      ) : trends.isError ? (
        <AdminError
          title={t('analytics.loadFailed')}
          error={trends.error}
          onRetry={() => void trends.refetch()}
        />
      ) : (
        <Figures data={trends.data} />
      )}
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className={panelClass}>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-semibold tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</p>
    </div>
  );
}

function hoursText(hours: number, t: Translate<'admin'>): string {
  if (hours < 1) return t('analytics.minutes', { n: Math.round(hours * 60) });
  if (hours < 48) return t('analytics.hours', { n: hours.toFixed(1) });
  return t('analytics.days', { n: (hours / 24).toFixed(1) });
}

function Figures({ data }: { data: AdminTrendsResponse }) {
  const t = useT('admin');
  const { weekLabel } = useUtcFormats();
  const labels = useMemo(() => data.weeks.map((w) => weekLabel(w.week)), [data.weeks, weekLabel]);
  const weekly = useMemo(
    () => [
      { label: t('analytics.created'), values: data.weeks.map((w) => w.created), color: COLORS.created },
      { label: t('analytics.booked'), values: data.weeks.map((w) => w.booked), color: COLORS.booked },
      {
        label: t('analytics.cancelled'),
        values: data.weeks.map((w) => w.cancelled),
        color: COLORS.cancelled,
      },
    ],
    [data.weeks, t],
  );
  const providers = useMemo(
    () =>
      data.connections.map((c) =>
        c.provider === 'ics' ? t('analytics.icsFeed') : (PROVIDER_NAMES[c.provider] ?? c.provider),
      ),
    [data.connections, t],
  );
  const connections = useMemo(
    () => [
      {
        label: t('analytics.connections'),
        values: data.connections.map((c) => c.count),
        color: COLORS.connections,
      },
    ],
    [data.connections, t],
  );
  const totals = data.weeks.reduce(
    (sum, w) => ({
      created: sum.created + w.created,
      booked: sum.booked + w.booked,
      cancelled: sum.cancelled + w.cancelled,
    }),
    { created: 0, booked: 0, cancelled: 0 },
  );
  const { answered, invited } = data.answerRate;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Figure
          label={t('analytics.median')}
          value={data.medianHoursToBooking === null ? '—' : hoursText(data.medianHoursToBooking, t)}
          detail={data.medianHoursToBooking === null ? t('analytics.medianNone') : t('analytics.medianOver')}
        />
        <Figure
          label={t('analytics.answerRate')}
          value={invited === 0 ? '—' : `${percentOf(answered, invited)}%`}
          detail={
            invited === 0 ? t('analytics.answerNone') : t('analytics.answerDetail', { answered, invited })
          }
        />
      </div>

      <ChartPanel title={t('analytics.perWeek')} id="weekly">
        <Suspense fallback={<LoadingScreen label={t('analytics.drawing')} />}>
          <BarChart
            labels={labels}
            series={weekly}
            summary={t('analytics.weeklySummary', { ...totals, weeks: data.weeks.length })}
          />
        </Suspense>
        <ScrollRegion label={t('analytics.perWeekNumbers')} className="relative max-h-80 overflow-y-auto">
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">{t('analytics.perWeek')}</caption>
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className={cell}>
                  {t('analytics.weekOf')}
                </th>
                <th scope="col" className={num}>
                  {t('analytics.created')}
                </th>
                <th scope="col" className={num}>
                  {t('analytics.booked')}
                </th>
                <th scope="col" className={num}>
                  {t('analytics.cancelled')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.weeks.map((w, i) => (
                <tr key={w.week}>
                  <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                    <time dateTime={w.week}>{labels[i]}</time>
                  </th>
                  <td className={num}>{w.created}</td>
                  <td className={num}>{w.booked}</td>
                  <td className={num}>{w.cancelled}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </ChartPanel>

      <ChartPanel title={t('analytics.byProvider')} id="providers">
        {data.connections.length === 0 ? (
          <AdminEmpty title={t('analytics.noCalendars')} />
        ) : (
          <>
            <Suspense fallback={<LoadingScreen label={t('analytics.drawing')} />}>
              <BarChart
                labels={providers}
                series={connections}
                summary={t('analytics.providerSummary', {
                  list: data.connections.map((c, i) => `${providers[i]} ${c.count}`).join(', '),
                })}
              />
            </Suspense>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('analytics.byProvider')}</caption>
              <thead className="text-slate-600 dark:text-slate-400">
                <tr>
                  <th scope="col" className={cell}>
                    {t('analytics.provider')}
                  </th>
                  <th scope="col" className={num}>
                    {t('analytics.connections')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.connections.map((c, i) => (
                  <tr key={c.provider}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {providers[i]}
                    </th>
                    <td className={num}>{c.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ChartPanel>
    </>
  );
}

function ChartPanel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">{children}</div>
    </section>
  );
}
