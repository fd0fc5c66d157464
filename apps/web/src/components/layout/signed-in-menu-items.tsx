import { DASHBOARD_TAB_EVENT, type DashboardTab } from '@overlap/contracts';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { menuItemClass } from './slide-in-menu';

/** The signed-in mobile menu outside the dashboard (spec §2): Dashboard, Connect Calendar, Logout. */
export function SignedInMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth();
  return (
    <>
      <Link to="/dashboard" className={menuItemClass} onClick={onNavigate}>
        Dashboard
      </Link>
      <Link to="/connect-calendar" className={menuItemClass} onClick={onNavigate}>
        Connect Calendar
      </Link>
      <button type="button" className={menuItemClass} onClick={() => auth.logout()}>
        Logout
      </button>
    </>
  );
}

/** The signed-in mobile menu on the dashboard (spec §2): its four tabs and Logout. */
export function DashboardMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth();
  const go = (tab: DashboardTab) => {
    onNavigate();
    window.dispatchEvent(new CustomEvent(DASHBOARD_TAB_EVENT, { detail: tab }));
  };
  return (
    <>
      <button type="button" className={menuItemClass} onClick={() => go('schedule')}>
        Schedule Meeting
      </button>
      <button type="button" className={menuItemClass} onClick={() => go('meetings')}>
        Your Meetings
      </button>
      <button type="button" className={menuItemClass} onClick={() => go('connections')}>
        Connections
      </button>
      <button type="button" className={menuItemClass} onClick={() => go('settings')}>
        Settings
      </button>
      <button type="button" className={menuItemClass} onClick={() => auth.logout()}>
        Logout
      </button>
    </>
  );
}
