import type { DashboardTab } from '@overlap/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { DEFAULT_TAB, isDashboardTab, tabPath, useTabLabels } from '@/features/dashboard/dashboard-tabs';
import { useDashboardTabEvents } from '@/features/dashboard/hooks/use-dashboard-tab-events';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT, withCatalogues } from '@/i18n';

// Each tab's chunk arrives with the messages it reads (see withCatalogues).
const TAB_CONTENT: Record<DashboardTab, ComponentType> = {
  schedule: lazy(
    withCatalogues(
      () => import('@/features/meetings/components/schedule-tab').then((m) => ({ default: m.ScheduleTab })),
      ['meetings', 'errors'],
    ),
  ),
  meetings: lazy(
    withCatalogues(
      () => import('@/features/meetings/components/meetings-tab').then((m) => ({ default: m.MeetingsTab })),
      ['meetings', 'series'],
    ),
  ),
  connections: lazy(
    withCatalogues(() => import('@/features/connections/components/connections-tab'), ['connections']),
  ),
  settings: lazy(
    withCatalogues(() => import('@/features/settings/components/settings-tab'), ['settings', 'errors']),
  ),
};

/** /dashboard/<tab>: the tab lives in the URL, so a reload keeps it (spec §2). */
export default function DashboardPage() {
  const { '*': rest = '' } = useParams();
  const tab = rest.split('/')[0];
  useDashboardTabEvents();
  const tabLabel = useTabLabels();
  const t = useT('dashboard');
  useDocumentTitle(isDashboardTab(tab) ? tabLabel(tab) : t('title'));
  if (!isDashboardTab(tab)) return <Navigate to={tabPath(DEFAULT_TAB)} replace />;
  const Content = TAB_CONTENT[tab];
  return (
    <DashboardShell tab={tab}>
      <Suspense fallback={<LoadingScreen />}>
        <Content />
      </Suspense>
    </DashboardShell>
  );
}
