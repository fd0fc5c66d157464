import { MEETING_LIMITS } from '@overlap/contracts/schemas';
import { useId } from 'react';
import { useT } from '@/i18n';
import { inputClass } from '@/components/ui/form-field';

/** The optional message that goes to everyone with a cancellation. */
export function CancelReasonField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={MEETING_LIMITS.noteMax}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        placeholder={placeholder}
      />
    </div>
  );
}

/** The reason field of cancelling or deleting a whole meeting, in the meeting actions' words. */
export function MeetingCancelReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT('meetings');
  return (
    <CancelReasonField
      label={t('actions.reason')}
      value={value}
      onChange={onChange}
      placeholder={t('actions.reasonPlaceholder')}
    />
  );
}
