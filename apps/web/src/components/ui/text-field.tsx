import { useId } from 'react';
import { FieldError, errorId } from '@/components/ui/form-field';

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900';

/** A labelled one-line input with its hint and message, both read with it; for account and feed details. */
export function TextField(props: {
  name: string;
  label: string;
  type?: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = `${useId()}-${props.name}`;
  const described = [props.hint ? `${id}-hint` : null, props.error ? errorId(id) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1 text-left">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        required={props.required}
        disabled={props.disabled}
        autoComplete={props.autoComplete ?? 'off'}
        spellCheck={false}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={id} message={props.error} />
    </div>
  );
}
