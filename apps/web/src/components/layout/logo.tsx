import { Link } from 'react-router';
import { useT } from '@/i18n';

export function Logo() {
  const t = useT('common');
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight"
      aria-label={t('logo.home')}
    >
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
        <circle cx="12" cy="16" r="9" fill="#6366f1" opacity=".85" />
        <circle cx="20" cy="16" r="9" fill="#06b6d4" opacity=".85" />
      </svg>
      <span className="text-lg">Overlap</span>
    </Link>
  );
}
