import { useEffect } from 'react';
import { useT } from '@/i18n';
import { pageTitle } from '@/lib/page-title';

export function useDocumentTitle(page?: string): void {
  const slogan = useT('common')('defaultTitle');
  useEffect(() => {
    document.title = pageTitle(page, slogan);
  }, [page, slogan]);
}
