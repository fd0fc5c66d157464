import { useEffect } from 'react';
import { NoticePage } from '@/components/layout/notice-page';
import { useAuth } from '@/features/auth/use-auth';

export default function LogoutPage() {
  const auth = useAuth();
  useEffect(() => {
    if (auth.isAuthenticated) auth.logout();
  }, [auth]);
  return (
    <NoticePage title="Logout" heading={auth.isAuthenticated ? 'Signing you out…' : 'You are signed out'}>
      <p>Your Overlap session has ended on this device. Your meetings and calendar connections are safe.</p>
    </NoticePage>
  );
}
