import type { QuorumRuleDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';

/**
 * The Auto-schedule box, whose hint says when it books under the rule chosen below it: every rule but
 * "everyone required" waits for everyone (or the deadline), as the server does.
 */
export function AutoScheduleOption({
  checked,
  rule,
  onChange,
}: {
  checked: boolean;
  /** The rule that applies: null for a series, which books when every required person has answered. */
  rule: QuorumRuleDto['kind'] | null;
  onChange: (checked: boolean) => void;
}) {
  const t = useT('meetings');
  const waitsForEveryone = checked && rule !== null && rule !== 'everyone-required';
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-4 w-4 accent-brand-600"
      />
      <span>
        <span className="font-medium">{t('form.autoSchedule')}</span>
        <span className="block text-slate-500 dark:text-slate-400">
          {t(waitsForEveryone ? 'form.autoScheduleHintRule' : 'form.autoScheduleHint')}
        </span>
      </span>
    </label>
  );
}
