import { PUBLIC_ROUTES } from '@overlap/contracts';
import { MEETING_LIMITS } from '@overlap/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { VideoLinkField } from '@/components/video-link/video-link-field';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { useAppStore, type MeetingDraft } from '@/stores/app-store';
import { errorMessage, fieldErrorsOf } from '../api/client';
import { useCreateMeeting } from '../api/create-meeting';
import { useOrganizerVideoDefault } from '../api/get-organizer-settings';
import { useMeetingForm } from '../hooks/use-meeting-form';
import { formToRequest } from '../lib/form-to-request';
import { formFieldErrors, validateForm, type FieldErrors } from '../lib/validate-form';
import { AutoScheduleOption } from './auto-schedule-option';
import { DurationField } from './duration-field';
import { FormField, inputClass, invalidProps } from '@/components/ui/form-field';
import { ParticipantsField } from './participants-field';
import { QuorumRuleField } from './quorum-rule-field';
import { RepeatFields } from '../series/repeat-fields';
import { WindowFields } from './window-fields';
import { HoldOption } from '../holds';
import { useErrorTexts } from '@/lib/errors/error-texts';

function focusFirstError(errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
}

/** The meeting request form; every change lands in the stored draft. */
export function ScheduleForm() {
  const t = useT('meetings');
  useErrorTexts();
  const { form, update, reset } = useMeetingForm();
  const videoDefault = useOrganizerVideoDefault();
  const setCreating = useAppStore((s) => s.setCreatingMeeting);
  const createMeeting = useCreateMeeting();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors = attempted ? { ...serverErrors, ...validateForm(form) } : {};

  const change = (patch: Partial<MeetingDraft>) => {
    setServerErrors({});
    setFormError(null);
    update(patch);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateForm(form);
    if (Object.keys(found).length) return focusFirstError(found);
    setCreating(true);
    try {
      const meeting = await createMeeting.mutateAsync(formToRequest(form));
      reset();
      setAttempted(false);
      toast({
        title: t('form.sentToast'),
        description: t('form.sentToastCount', { count: meeting.participants.length }),
        variant: 'success',
      });
      void navigate(`${PUBLIC_ROUTES.meetingConfirmation}?meeting=${encodeURIComponent(meeting.id)}`);
    } catch (error) {
      const fields = formFieldErrors(fieldErrorsOf(error), form);
      setServerErrors(fields);
      setFormError(errorMessage(error));
      focusFirstError(fields);
    } finally {
      setCreating(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')} className="flex flex-col gap-6">
      <FormField id="title" label={t('form.title')} error={errors.title}>
        <input
          id="title"
          value={form.title}
          maxLength={MEETING_LIMITS.titleMax}
          onChange={(e) => change({ title: e.target.value })}
          className={inputClass}
          placeholder={t('form.titlePlaceholder')}
          {...invalidProps('title', errors.title)}
        />
      </FormField>
      <FormField id="description" label={t('form.description')} error={errors.description}>
        <textarea
          id="description"
          rows={3}
          value={form.description}
          onChange={(e) => change({ description: e.target.value })}
          className={inputClass}
          {...invalidProps('description', errors.description)}
        />
      </FormField>
      <DurationField
        value={form.duration}
        error={errors.durationMinutes}
        onChange={(duration) => change({ duration })}
      />
      <ParticipantsField
        participants={form.participants}
        errors={errors}
        onChange={(participants) => change({ participants })}
      />
      <WindowFields form={form} errors={errors} onChange={change} />
      <RepeatFields
        recurrence={form.recurrence}
        firstDay={form.windowStartDate}
        zone={form.organizerZone}
        errors={errors}
        onChange={(recurrence) => change({ recurrence })}
      />
      <VideoLinkField
        value={form.videoLink ?? videoDefault}
        onChange={(videoLink) => change({ videoLink })}
        error={errors['videoLink.url'] ?? errors.videoLink}
      />
      <FormField id="location" label={t('form.location')} error={errors.location}>
        <input
          id="location"
          value={form.location}
          onChange={(e) => change({ location: e.target.value })}
          className={inputClass}
          placeholder={t('form.locationPlaceholder')}
          {...invalidProps('location', errors.location)}
        />
      </FormField>
      <AutoScheduleOption
        checked={form.autoSchedule}
        rule={form.recurrence ? null : form.quorumRule.kind}
        onChange={(autoSchedule) => change({ autoSchedule })}
      />
      {form.autoSchedule && !form.recurrence ? (
        <QuorumRuleField
          rule={form.quorumRule}
          invited={form.participants.length + 1}
          errors={errors}
          onChange={(quorumRule) => change({ quorumRule })}
        />
      ) : null}
      {form.recurrence ? null : (
        <HoldOption
          checked={form.holdTopTimes}
          error={errors.holds}
          onChange={(holdTopTimes) => change({ holdTopTimes })}
        />
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.hideGuestList}
          onChange={(e) => change({ hideGuestList: e.target.checked })}
          className="mt-0.5 h-4 w-4 accent-brand-600"
        />
        <span>
          <span className="font-medium">{t('form.hideGuestList')}</span>
          <span className="block text-slate-500 dark:text-slate-400">{t('form.hideGuestListHint')}</span>
        </span>
      </label>
      {formError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={createMeeting.isPending}>
          {createMeeting.isPending ? t('form.sending') : t('form.send')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            reset();
            setAttempted(false);
            setServerErrors({});
            setFormError(null);
          }}
        >
          {t('form.clear')}
        </Button>
      </div>
    </form>
  );
}
