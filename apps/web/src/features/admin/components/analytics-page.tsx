import type { AdminTrendsResponse } from '@overlap/contracts';
import { percentOf } from '@overlap/contracts';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminTrends } from '../api/admin-people';
import { AdminEmpty, AdminError, panelClass } from './admin-states';

// Chart.js loads only when this page draws a chart.
const BarChart = lazy(() => import('./bar-chart'));

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  icloud: 'iCloud',
  caldav: 'CalDAV',
  ics: 'ICS feed',
};

const COLORS = { created: '#6366f1', booked: '#10b981', cancelled: '#f43f5e', connections: '#0ea5e9' };
const cell = 'px-2 py-2 text-left sm:px-3';
const num = 'px-2 py-2 text-right tabular-nums sm:px-3';
// Short ("Mar 23"): the page says which 12 weeks these are, and the table keeps the full date in <time>.
const weekFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const asOfFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const weekLabel = (week: string) => weekFormat.format(new Date(`${week}T12:00:00Z`));

/** /admin/analytics: meetings per week, time to booking, answer rate and calendars per provider. */
export function AnalyticsPage() {
  useDocumentTitle('Admin Analytics');
  const trends = useAdminTrends();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Analytics</h1>
        <p className="text-slate-600 dark:text-slate-400">
          The last 12 weeks, counted in UTC weeks starting on Monday
          {trends.data ? ` (up to ${asOfFormat.format(new Date(trends.data.asOf))})` : ''}.
        </p>
      </header>
      {trends.isPending ? (
        <LoadingScreen label="Counting..." />
      ) : trends.isError ? (
        <AdminError
          title="Analytics could not be loaded"
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

function hoursText(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

function Figures({ data }: { data: AdminTrendsResponse }) {
  const labels = useMemo(() => data.weeks.map((w) => weekLabel(w.week)), [data.weeks]);
  const weekly = useMemo(
    () => [
      { label: 'Created', values: data.weeks.map((w) => w.created), color: COLORS.created },
      { label: 'Booked', values: data.weeks.map((w) => w.booked), color: COLORS.booked },
      { label: 'Cancelled', values: data.weeks.map((w) => w.cancelled), color: COLORS.cancelled },
    ],
    [data.weeks],
  );
  const providers = useMemo(
    () => data.connections.map((c) => PROVIDER_NAMES[c.provider] ?? c.provider),
    [data.connections],
  );
  const connections = useMemo(
    () => [{ label: 'Connections', values: data.connections.map((c) => c.count), color: COLORS.connections }],
    [data.connections],
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
          label="Median time from request to booking"
          value={data.medianHoursToBooking === null ? '—' : hoursText(data.medianHoursToBooking)}
          detail={
            data.medianHoursToBooking === null
              ? 'No meeting was booked in these weeks.'
              : 'Over meetings booked in these weeks.'
          }
        />
        <Figure
          label="Answer rate"
          value={invited === 0 ? '—' : `${percentOf(answered, invited)}%`}
          detail={
            invited === 0
              ? 'Nobody was invited to a meeting created in these weeks.'
              : `${answered} of ${invited} invited people answered (meetings created in these weeks).`
          }
        />
      </div>

      <ChartPanel title="Meetings per week" id="weekly">
        <Suspense fallback={<LoadingScreen label="Drawing the chart..." />}>
          <BarChart
            labels={labels}
            series={weekly}
            summary={`Bar chart of meetings per week: ${totals.created} created, ${totals.booked} booked, ${totals.cancelled} cancelled in ${data.weeks.length} weeks. The table beside it has every number.`}
          />
        </Suspense>
        <ScrollRegion label="Meetings per week, as numbers" className="relative max-h-80 overflow-y-auto">
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">Meetings per week</caption>
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className={cell}>
                  Week of
                </th>
                <th scope="col" className={num}>
                  Created
                </th>
                <th scope="col" className={num}>
                  Booked
                </th>
                <th scope="col" className={num}>
                  Cancelled
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

      <ChartPanel title="Calendars connected, by provider" id="providers">
        {data.connections.length === 0 ? (
          <AdminEmpty title="No calendars connected yet" />
        ) : (
          <>
            <Suspense fallback={<LoadingScreen label="Drawing the chart..." />}>
              <BarChart
                labels={providers}
                series={connections}
                summary={`Bar chart of calendar connections by provider: ${data.connections
                  .map((c, i) => `${providers[i]} ${c.count}`)
                  .join(', ')}.`}
              />
            </Suspense>
            <table className="w-full text-sm">
              <caption className="sr-only">Calendars connected, by provider</caption>
              <thead className="text-slate-600 dark:text-slate-400">
                <tr>
                  <th scope="col" className={cell}>
                    Provider
                  </th>
                  <th scope="col" className={num}>
                    Connections
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
