import { DASHBOARD_TAB_EVENT } from '@overlap/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { tabFromEvent, tabPath } from '../dashboard-tabs';

/** Follows `dashboardTabChange` events into the URL, so the chosen tab survives a reload. */
export function useDashboardTabEvents(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onChange = (event: Event) => {
      const tab = tabFromEvent(event);
      if (tab) navigate(tabPath(tab));
    };
    window.addEventListener(DASHBOARD_TAB_EVENT, onChange);
    return () => window.removeEventListener(DASHBOARD_TAB_EVENT, onChange);
  }, [navigate]);
}
