import type { UserSettings, UserSettingsResponse } from '@overlap/contracts/schemas';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { VideoLinkField } from '@/components/video-link/video-link-field';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { useAppStore } from '@/stores/app-store';
import { useSaveSettings } from '../api/settings-api';
import { detectTimeZone } from '@/lib/time-zones';
import { validateSettings } from '../validate-settings';
import { currentLocale, switchLocale } from '@/i18n';
import { AnswerNoticesField } from './answer-notices-field';
import { ClockField } from './clock-field';
import { LanguageField } from './language-field';
import { ThemeField } from './theme-field';
import { TimeZoneField } from './time-zone-field';
import { WorkingHoursField } from '@/components/working-hours-field';
import { useErrorTexts } from '@/lib/errors/error-texts';

export function SettingsForm({ initial }: { initial: UserSettingsResponse }) {
  const [settings, setSettings] = useState<UserSettings>(() => ({
    ...initial,
    timeZone: initial.timeZone ?? detectTimeZone(),
    videoDefault: initial.videoDefault ?? { kind: 'none' },
    answerNotices: initial.answerNotices ?? 'ready',
    // Not chosen yet: the language the app is in now, stored on the first save.
    locale: initial.locale ?? currentLocale(),
  }));
  const t = useT('settings');
  useErrorTexts();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSettings();
  const setTheme = useAppStore((s) => s.setTheme);
  const setClock = useAppStore((s) => s.setClock);
  const update = (patch: Partial<UserSettings>) => setSettings((current) => ({ ...current, ...patch }));
  // The save button is at the foot of a long page: the first field to put right takes focus, in view.
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(settings);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    save.mutate(settings, {
      onSuccess: (saved) => {
        setTheme(saved.theme);
        setClock(saved.clock);
        if (saved.locale && saved.locale !== currentLocale())
          void switchLocale(saved.locale, { remember: true });
        toast({ title: t('saved.title'), description: t('saved.description'), variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof HttpError && error.fields) {
          setErrors(error.fields);
          focusFirstInvalid(form);
        }
        if (!(error instanceof HttpError) || error.status < 500) {
          toast({ title: t('notSaved'), description: error.message, variant: 'destructive' });
        }
      },
    });
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-8 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="settings-name" className="text-sm font-medium">
          {t('name')}
        </label>
        <input
          id="settings-name"
          value={settings.name}
          maxLength={100}
          autoComplete="name"
          onChange={(event) => update({ name: event.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'settings-name-error' : undefined}
          className="h-10 max-w-md rounded-lg border border-slate-300 bg-transparent px-3 text-sm dark:border-slate-700"
        />
        {errors.name ? (
          <p id="settings-name-error" className="text-sm text-red-600 dark:text-red-400">
            {errors.name}
          </p>
        ) : null}
      </div>
      <TimeZoneField
        value={settings.timeZone}
        onChange={(timeZone) => update({ timeZone })}
        error={errors.timeZone}
      />
      <WorkingHoursField
        value={settings.workingHours}
        onChange={(workingHours) => update({ workingHours })}
        errors={errors}
        legend={t('hours.legend')}
        intro={t('hours.intro')}
      />
      <VideoLinkField
        legend={t('videoDefault')}
        value={settings.videoDefault}
        onChange={(videoDefault) => update({ videoDefault })}
        error={errors['videoDefault.url'] ?? errors.videoDefault}
      />
      <AnswerNoticesField
        value={settings.answerNotices}
        onChange={(answerNotices) => update({ answerNotices })}
      />
      <ThemeField value={settings.theme} onChange={(theme) => update({ theme })} />
      <ClockField value={settings.clock} onChange={(clock) => update({ clock })} />
      <LanguageField value={settings.locale ?? currentLocale()} onChange={(locale) => update({ locale })} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
