import { THEMES, type Theme } from '@/lib/theme/theme';
import { useT } from '@/i18n';

export function ThemeField({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  const t = useT('settings');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('theme.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {THEMES.map((theme) => (
          <label
            key={theme}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={value === theme}
              onChange={() => onChange(theme)}
            />
            {t(`theme.${theme}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
