import { useEffect } from 'react';
import { pageTitle } from '@/lib/page-title';

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
