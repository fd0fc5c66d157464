import { Plus, Trash2 } from 'lucide-react';
import type { ClipboardEvent } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale } from '@overlap/contracts';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import type { DraftParticipant } from '@/stores/app-store';
import { blankParticipant } from '../lib/meeting-form';
import { looksLikeSeveralAddresses, parseAddresses } from '../lib/parse-addresses';
import type { FieldErrors } from '../lib/validate-form';
import { FieldError, inputClass, invalidProps } from '@/components/ui/form-field';

/** Rows of e-mail, optional name and required/optional; pasting several addresses adds a row each. */
export function ParticipantsField({
  participants,
  errors,
  onChange,
}: {
  participants: DraftParticipant[];
  errors: FieldErrors;
  onChange: (participants: DraftParticipant[]) => void;
}) {
  const t = useT('meetings');
  const rows = participants.length ? participants : [blankParticipant()];
  const setRow = (index: number, patch: Partial<DraftParticipant>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const pasteInto = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!looksLikeSeveralAddresses(text)) return;
    event.preventDefault();
    const known = new Set(rows.map((r) => r.email.trim().toLowerCase()));
    const pasted = parseAddresses(text)
      .filter((a) => !known.has(a.email.toLowerCase()))
      .map((a) => ({ email: a.email, name: a.name ?? '', required: true }));
    const before = rows.slice(0, index);
    const current = rows[index];
    const keepCurrent = current && (current.email.trim() || current.name?.trim()) ? [current] : [];
    onChange([...before, ...keepCurrent, ...pasted, ...rows.slice(index + 1)]);
  };

  return (
    <fieldset aria-describedby={errors.participants ? 'participants-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('people.legend')}
      </legend>
      <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{t('people.hint')}</p>
      <ul className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const emailId = `participants.${index}.email`;
          const nameId = `participants.${index}.name`;
          const who = row.email.trim() || row.name?.trim();
          return (
            <li
              key={index}
              className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 p-3 md:grid-cols-[1fr_1fr_auto_auto_auto] md:items-start md:border-0 md:p-0 dark:border-slate-800"
            >
              <div>
                <input
                  id={emailId}
                  type="email"
                  autoComplete="off"
                  placeholder={t('people.emailPlaceholder')}
                  aria-label={t('people.emailLabel', { number: index + 1 })}
                  value={row.email}
                  onChange={(e) => setRow(index, { email: e.target.value })}
                  onPaste={pasteInto(index)}
                  className={inputClass}
                  {...invalidProps(emailId, errors[emailId])}
                />
                <FieldError id={emailId} message={errors[emailId]} />
              </div>
              <div>
                <input
                  id={nameId}
                  placeholder={t('people.namePlaceholder')}
                  aria-label={t('people.nameLabel', { number: index + 1 })}
                  value={row.name ?? ''}
                  onChange={(e) => setRow(index, { name: e.target.value })}
                  className={inputClass}
                  {...invalidProps(nameId, errors[nameId])}
                />
                <FieldError id={nameId} message={errors[nameId]} />
              </div>
              <select
                value={row.locale ?? ''}
                aria-label={t('people.languageLabel', { number: index + 1 })}
                title={t('people.languageTitle')}
                onChange={(e) => {
                  const locale = e.target.value;
                  setRow(index, { locale: isLocale(locale) ? locale : undefined });
                }}
                className={cn(inputClass, 'h-10 md:w-auto')}
              >
                <option value="">{t('people.organizerLanguage')}</option>
                {LOCALES.map((option) => (
                  <option key={option} value={option} lang={option}>
                    {LOCALE_NAMES[option]}
                  </option>
                ))}
              </select>
              <label className="flex h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={row.required}
                  onChange={(e) => setRow(index, { required: e.target.checked })}
                  className="h-4 w-4 accent-brand-600"
                />
                {t('people.required')}
              </label>
              <Button
                type="button"
                variant="ghost"
                aria-label={
                  who
                    ? t('people.removeWho', { who, number: index + 1 })
                    : t('people.remove', { number: index + 1 })
                }
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                className={cn(
                  'justify-self-start',
                  rows.length === 1 && !row.email && 'invisible max-md:hidden',
                )}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <FieldError id="participants" message={errors.participants} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => onChange([...rows, blankParticipant()])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('people.add')}
      </Button>
    </fieldset>
  );
}
