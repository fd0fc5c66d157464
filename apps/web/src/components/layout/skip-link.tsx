/** The first stop of the Tab key on every page frame: jumps past the header to the page's `#main`. */
import { useT } from '@/i18n';

export function SkipLink() {
  const t = useT('common');
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow dark:focus:bg-slate-900"
    >
      {t('skipLink')}
    </a>
  );
}
