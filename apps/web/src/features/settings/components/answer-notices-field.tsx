import { ANSWER_NOTICES, type AnswerNotices } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';

/** How the organizer hears about guests' answers: each one, a daily digest, or only when ready. */
export function AnswerNoticesField({
  value,
  onChange,
}: {
  value: AnswerNotices;
  onChange: (answerNotices: AnswerNotices) => void;
}) {
  const t = useT('settings');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('answerNotices.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {ANSWER_NOTICES.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name="answerNotices"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {t(`answerNotices.${choice}`)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('answerNotices.note')}</p>
    </fieldset>
  );
}
