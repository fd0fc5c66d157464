import { DASHBOARD_TAB_EVENT, DASHBOARD_TABS, PROTECTED_ROUTES, type DashboardTab } from '@overlap/contracts';
import { useT } from '@/i18n';

/** Each tab's name in the reader's language. */
export function useTabLabels(): (tab: DashboardTab) => string {
  const t = useT('dashboard');
  return (tab) => t(`tab.${tab}`);
}

export const DEFAULT_TAB: DashboardTab = 'schedule';

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

export const tabPath = (tab: DashboardTab) => `${PROTECTED_ROUTES.dashboard}/${tab}`;

/** Switches the dashboard tab from anywhere in the page (spec §2): the event's detail is the tab name. */
export function switchDashboardTab(tab: DashboardTab): void {
  window.dispatchEvent(new CustomEvent(DASHBOARD_TAB_EVENT, { detail: tab }));
}

/** The tab an event names; `{ tab }` objects are accepted as well as the plain name. */
export function tabFromEvent(event: Event): DashboardTab | null {
  const detail = (event as CustomEvent<unknown>).detail;
  const name = typeof detail === 'object' && detail !== null ? (detail as { tab?: unknown }).tab : detail;
  return isDashboardTab(name) ? name : null;
}
