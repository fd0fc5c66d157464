import type { ConferenceKind, VideoLinkChoice } from '@overlap/contracts/schemas';
import { useId } from 'react';
import { useWriteTarget } from '@/hooks/use-write-target';
import { useT, type MessageKey } from '@/i18n';
import { unavailableReason } from './conference-availability';

const OPTIONS: { kind: ConferenceKind; label: MessageKey<'common'>; hint: MessageKey<'common'> }[] = [
  { kind: 'none', label: 'video.none', hint: 'video.noneHint' },
  { kind: 'link', label: 'video.link', hint: 'video.linkHint' },
  { kind: 'jitsi', label: 'video.jitsi', hint: 'video.jitsiHint' },
  { kind: 'google-meet', label: 'video.googleMeet', hint: 'video.googleMeetHint' },
  { kind: 'teams', label: 'video.teams', hint: 'video.teamsHint' },
];

/** The video call of a meeting (or the default for new ones): none, a pasted link, Jitsi, Meet or Teams. */
export function VideoLinkField({
  value,
  onChange,
  error,
  legend,
}: {
  value: VideoLinkChoice;
  onChange: (value: VideoLinkChoice) => void;
  error?: string | undefined;
  legend?: string;
}) {
  const t = useT('common');
  const { target } = useWriteTarget();
  const name = useId();
  const urlId = useId();
  const errorId = useId();
  const choose = (kind: ConferenceKind) =>
    onChange(
      kind === 'link' ? { kind, url: value.kind === 'link' ? value.url : '' } : ({ kind } as VideoLinkChoice),
    );
  const chosenReason = unavailableReason(value.kind, target, t);

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend ?? t('video.legend')}
      </legend>
      <div className="flex flex-col gap-2">
        {OPTIONS.map((option) => {
          const reason = unavailableReason(option.kind, target, t);
          const chosen = value.kind === option.kind;
          const inputId = `${name}-${option.kind}`;
          const hintId = `${inputId}-hint`;
          return (
            <div key={option.kind} className="flex items-start gap-2 text-sm">
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.kind}
                checked={chosen}
                disabled={reason !== null && !chosen}
                onChange={() => choose(option.kind)}
                aria-describedby={hintId}
                className="mt-0.5 h-4 w-4 accent-brand-600"
              />
              <div>
                <label
                  htmlFor={inputId}
                  className={
                    reason && !chosen ? 'font-medium text-slate-500 dark:text-slate-400' : 'font-medium'
                  }
                >
                  {t(option.label)}
                </label>
                <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
                  {reason ?? t(option.hint)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {value.kind === 'link' ? (
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={urlId} className="text-sm font-medium">
            {t('video.url')}
          </label>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            value={value.url}
            placeholder="https://zoom.us/j/…"
            onChange={(e) => onChange({ kind: 'link', url: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
      ) : null}
      {chosenReason && target !== undefined ? (
        <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">{chosenReason}</p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
