import type { QuorumRuleDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { FieldError, FormField, errorId, inputClass, invalidProps } from '@/components/ui/form-field';

const KINDS = ['everyone-required', 'required-plus', 'at-least', 'most-possible'] as const;

function ruleOfKind(kind: QuorumRuleDto['kind'], people: number): QuorumRuleDto {
  if (kind === 'required-plus') return { kind, others: Math.max(1, people - 2) };
  if (kind === 'at-least') return { kind, people: Math.max(1, people) };
  return { kind };
}

/** When auto-schedule books: the rule, and its number for the two rules that count people. */
export function QuorumRuleField({
  rule,
  invited,
  errors,
  onChange,
}: {
  rule: QuorumRuleDto;
  /** People invited so far, the organizer counted: where a new count starts. */
  invited: number;
  errors: Record<string, string>;
  onChange: (rule: QuorumRuleDto) => void;
}) {
  const t = useT('meetings');
  const kindError = errors['quorumRule.kind'] ?? errors.quorumRule;
  const count =
    rule.kind === 'required-plus'
      ? { id: 'quorumRule.others', label: t('form.quorumOthers'), value: rule.others }
      : rule.kind === 'at-least'
        ? { id: 'quorumRule.people', label: t('form.quorumPeople'), value: rule.people }
        : null;
  const countError = count ? errors[count.id] : undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FormField
          id="quorumRule.kind"
          label={t('form.quorumRule')}
          hint={t('form.quorumRuleHint')}
          error={kindError}
        >
          <select
            id="quorumRule.kind"
            value={rule.kind}
            onChange={(e) => onChange(ruleOfKind(e.target.value as QuorumRuleDto['kind'], invited))}
            className={inputClass}
            {...invalidProps('quorumRule.kind', kindError)}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`form.quorumKind.${kind}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {count ? (
        <div className="sm:w-44">
          <label
            htmlFor={count.id}
            className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {count.label}
          </label>
          <input
            id={count.id}
            type="number"
            inputMode="numeric"
            min={1}
            value={Number.isNaN(count.value) ? '' : count.value}
            onChange={(e) => {
              const value = e.target.valueAsNumber;
              onChange(
                rule.kind === 'required-plus'
                  ? { kind: 'required-plus', others: value }
                  : { kind: 'at-least', people: value },
              );
            }}
            className={inputClass}
            aria-describedby={countError ? errorId(count.id) : undefined}
            aria-invalid={countError ? true : undefined}
          />
          <FieldError id={count.id} message={countError} />
        </div>
      ) : null}
    </div>
  );
}
