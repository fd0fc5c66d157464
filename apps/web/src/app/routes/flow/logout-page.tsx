import { useEffect } from 'react';
import { NoticePage } from '@/components/layout/notice-page';
import { useAuth } from '@/hooks/use-auth';
import { useT } from '@/i18n';

export default function LogoutPage() {
  const t = useT('common');
  const auth = useAuth();
  useEffect(() => {
    if (auth.isAuthenticated) auth.logout();
  }, [auth]);
  return (
    <NoticePage
      title={t('logout.title')}
      heading={auth.isAuthenticated ? t('logout.signingOut') : t('logout.signedOut')}
    >
      <p>{t('logout.body')}</p>
    </NoticePage>
  );
}
