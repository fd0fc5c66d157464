import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@overlap/contracts';
import { useId } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { switchLocale, useLocale, useT } from '@/i18n';
import { cn } from '@/lib/cn';

/**
 * The app's language, remembered in this browser. `onChange` is for callers that also store the choice
 * elsewhere (Settings keeps a signed-in person's language on the server for their e-mails).
 */
export function LanguagePicker({
  className,
  onChange,
}: {
  className?: string;
  onChange?(locale: Locale): void;
}) {
  const t = useT('common');
  const id = useId();
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <label htmlFor={id}>{t('languageLabel')}</label>
      <select
        id={id}
        value={locale}
        disabled={!hydrated}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void switchLocale(next, { remember: true }).then(() => onChange?.(next));
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
