import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent } from '@overlap/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useT, type Translate } from '@/i18n';
import { HttpError } from '@/lib/http-error';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEvent[];
  /** '' for every meeting. */
  meetingId: string;
}

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-transparent px-3 text-sm dark:border-slate-700';

/** Validates what the browser can (the server checks the address's network too). */
function check(values: WebhookFormValues, t: Translate<'settings'>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(values.url.trim())) errors.url = t('hooks.urlInvalid');
  if (values.events.length === 0) errors.events = t('hooks.eventsMissing');
  return errors;
}

/** Adding or changing a webhook: its address, a note, and the events it receives. */
export function WebhookForm(props: {
  initial: WebhookFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: WebhookFormValues) => Promise<unknown>;
  onCancel: () => void;
  /** Offered when adding: a webhook can follow one meeting; it keeps that choice afterwards. */
  meetings?: { id: string; title: string }[] | undefined;
}) {
  const t = useT('settings');
  const id = useId();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The form takes the place of the button that opened it (Add webhook, Edit): the address takes focus.
  const urlField = useRef<HTMLInputElement>(null);
  useEffect(() => urlField.current?.focus(), []);
  // Sent with something to put right, the first such field takes focus, its message read with it.
  const form = useRef<HTMLFormElement>(null);
  const focusFirstWrong = () =>
    focusFirstInvalid(form, '[aria-invalid="true"], fieldset[aria-describedby] input');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstWrong();
      return;
    }
    try {
      await props.onSubmit({ ...values, url: values.url.trim(), description: values.description.trim() });
    } catch (error) {
      // A field's own message shows beside it; anything else once, below the form.
      if (error instanceof HttpError && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        focusFirstWrong();
      } else setFailure(error instanceof Error ? error.message : t('hooks.notSaved'));
    }
  };

  const toggle = (event: WebhookEvent, on: boolean) =>
    setValues((current) => ({
      ...current,
      events: on ? [...current.events, event] : current.events.filter((e) => e !== event),
    }));

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-url`} className="text-sm font-medium">
          {t('hooks.url')}
        </label>
        <input
          ref={urlField}
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={values.url}
          maxLength={WEBHOOK_LIMITS.urlMaxLength}
          placeholder="https://example.com/overlap-events"
          onChange={(e) => setValues({ ...values, url: e.target.value })}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${id}-url-error` : undefined}
          className={inputClass}
        />
        {errors.url && (
          <p id={`${id}-url-error`} className="text-sm text-red-600 dark:text-red-400">
            {errors.url}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          {t('hooks.description')} <span className="font-normal text-slate-500">{t('optional')}</span>
        </label>
        <input
          id={`${id}-description`}
          value={values.description}
          maxLength={WEBHOOK_LIMITS.descriptionMaxLength}
          placeholder={t('hooks.descriptionPlaceholder')}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
          className={inputClass}
        />
        {errors.description && <p className="text-sm text-red-600 dark:text-red-400">{errors.description}</p>}
      </div>
      {props.meetings && props.meetings.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-meeting`} className="text-sm font-medium">
            {t('hooks.meetings')}
          </label>
          <select
            id={`${id}-meeting`}
            value={values.meetingId}
            onChange={(e) => setValues({ ...values, meetingId: e.target.value })}
            className={`${inputClass} dark:bg-slate-900`}
          >
            <option value="">{t('hooks.allMeetings')}</option>
            {props.meetings.map((meeting) => (
              <option key={meeting.id} value={meeting.id}>
                {t('hooks.onlyMeeting', { title: meeting.title })}
              </option>
            ))}
          </select>
          {errors.meetingId && <p className="text-sm text-red-600 dark:text-red-400">{errors.meetingId}</p>}
        </div>
      )}
      <fieldset aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('hooks.events')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label
              key={event}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
            >
              <input
                type="checkbox"
                className="mt-1"
                checked={values.events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              <span>
                <code className="text-xs font-semibold">{event}</code>
                <span className="block text-slate-600 dark:text-slate-400">{t(`hooks.event.${event}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id={`${id}-events-error`} className="mt-2 text-sm text-red-600 dark:text-red-400">
            {errors.events}
          </p>
        )}
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.pending}>
          {props.pending ? t('saving') : props.submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
