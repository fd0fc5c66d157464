import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '@/i18n';
import { supportedTimeZones } from '@/lib/time-zones';
import { filterTimeZones } from '../time-zones';

/** A searchable list of IANA time zones: type to narrow the list, then pick one. */
export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const t = useT('settings');
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => supportedTimeZones(), []);
  const matches = useMemo(() => {
    const found = filterTimeZones(all, query);
    // Keep the chosen zone visible even when the search hides it.
    return found.includes(value) || !value ? found : [value, ...found];
  }, [all, query, value]);
  // A list box opens at its top (Africa/Abidjan) whatever is chosen: bring the chosen zone into view.
  const list = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const select = list.current;
    const option = select?.selectedOptions[0];
    if (!select || !option) return;
    const above = option.offsetTop < select.scrollTop;
    const below = option.offsetTop + option.offsetHeight > select.scrollTop + select.clientHeight;
    if (above || below) select.scrollTop = option.offsetTop - (select.clientHeight - option.offsetHeight) / 2;
  }, [value, matches]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('zone.legend')}</legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('zone.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder={t('zone.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="h-10 rounded-lg border border-slate-300 bg-transparent px-3 text-sm dark:border-slate-700"
      />
      <label htmlFor={`${id}-zone`} className="sr-only">
        {t('zone.legend')}
      </label>
      <select
        ref={list}
        id={`${id}-zone`}
        size={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-slate-300 bg-transparent p-1 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {matches.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t.rich('zone.selected', { zone: <strong data-testid="selected-time-zone">{value}</strong> })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
