import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ' +
  'aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export const errorId = (id: string) => `${id}-error`;

/** The message under a field, tied to it with `aria-describedby={errorId(id)}`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1 text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  );
}

/**
 * A labelled control with an optional hint and its validation message. The hint's id is `<id>-hint`, for a
 * control that points at it; `hintBelow` puts it under a large control (a text area) instead of above.
 */
export function FormField({
  id,
  label,
  hint,
  hintBelow = false,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  hintBelow?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const hintLine = hint ? (
    <p
      id={`${id}-hint`}
      className={`${hintBelow ? 'mt-1' : 'mb-1'} text-xs text-slate-500 dark:text-slate-400`}
    >
      {hint}
    </p>
  ) : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {hintBelow ? null : hintLine}
      {children}
      {hintBelow ? hintLine : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** Props that mark a control invalid and point it at its message. */
export function invalidProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}
