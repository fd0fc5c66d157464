import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@overlap/contracts';
import { useT } from '@/i18n';

/** The language of the app and of the e-mails this person gets, stored with the other settings. */
export function LanguageField({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const t = useT('settings');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="settings-language" className="text-sm font-medium">
        {t('language.label')}
      </label>
      <select
        id="settings-language"
        value={value}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
        aria-describedby="settings-language-hint"
        className="h-10 max-w-md rounded-lg border border-slate-300 bg-transparent px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p id="settings-language-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {t('language.hint')}
      </p>
    </div>
  );
}
