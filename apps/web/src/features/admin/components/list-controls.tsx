import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_SEARCH_MAX } from '@overlap/contracts';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

const fieldClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900';

/** A search box that searches on Enter or its button (not on every key, which would page the server). */
export function SearchForm({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const t = useT('admin');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 basis-60 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={ADMIN_SEARCH_MAX}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          className={`${fieldClass} min-w-0 flex-1`}
        />
        <Button type="submit" variant="outline">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('list.search')}
        </Button>
      </div>
    </form>
  );
}

export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
}) {
  const t = useT('admin');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={fieldClass}
      >
        <option value="">{t('list.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous / next with where the reader is: "Page 2 of 5 · 93 people". */
export function Pager({
  label,
  page,
  pageSize,
  total,
  count,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** "93 people", in the reader's language. */
  count: string;
  onPage: (page: number) => void;
}) {
  const t = useT('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <span className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('list.pageOf', { page, pages })} · {count}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
