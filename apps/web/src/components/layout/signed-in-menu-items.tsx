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
