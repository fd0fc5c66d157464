import { useId } from 'react';
import { FormField, errorId, inputClass } from '@/components/ui/form-field';

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
    <FormField id={id} label={props.label} hint={props.hint} hintBelow error={props.error}>
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
    </FormField>
  );
}
