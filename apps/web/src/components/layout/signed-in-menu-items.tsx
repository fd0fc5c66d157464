import { DASHBOARD_TAB_EVENT, type DashboardTab } from '@overlap/contracts';
import { Link } from 'react-router';
import { useAuth } from '@/hooks/use-auth';
import { useT } from '@/i18n';
import { menuItemClass } from './slide-in-menu';

/** The signed-in mobile menu outside the dashboard (spec §2): Dashboard, Connect Calendar, Logout. */
export function SignedInMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const t = useT('common');
  const auth = useAuth();
  return (
    <>
      <Link to="/dashboard" className={menuItemClass} onClick={onNavigate}>
        {t('menu.dashboard')}
      </Link>
      <Link to="/connect-calendar" className={menuItemClass} onClick={onNavigate}>
        {t('menu.connectCalendar')}
      </Link>
      <button type="button" className={menuItemClass} onClick={() => auth.logout()}>
        {t('nav.logout')}
      </button>
    </>
  );
}

/** The signed-in mobile menu on the dashboard (spec §2): its four tabs and Logout. */
export function DashboardMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const t = useT('common');
  const auth = useAuth();
  const go = (tab: DashboardTab) => {
    onNavigate();
    window.dispatchEvent(new CustomEvent(DASHBOARD_TAB_EVENT, { detail: tab }));
  };
  return (
    <>
      <button type="button" className={menuItemClass} onClick={() => go('schedule')}>
        {t('menu.schedule')}
      </button>
      <button type="button" className={menuItemClass} onClick={() => go('meetings')}>
        {t('menu.meetings')}
      </button>
      <button type="button" className={menuItemClass} onClick={() => go('connections')}>
        {t('menu.connections')}
      </button>
      <button type="button" className={menuItemClass} onClick={() => go('settings')}>
        {t('menu.settings')}
      </button>
      <button type="button" className={menuItemClass} onClick={() => auth.logout()}>
        {t('nav.logout')}
      </button>
    </>
  );
}
