import { useT } from '@/i18n';
import type { ConferenceKind } from '@overlap/contracts/schemas';
import { Video } from 'lucide-react';
import { CopyLinkButton } from './copy-link-button';

const CONFERENCE_NAMES: Record<Exclude<ConferenceKind, 'link' | 'none'>, string> = {
  jitsi: 'Jitsi Meet',
  'google-meet': 'Google Meet',
  teams: 'Microsoft Teams',
};

/** The meeting's video call: the link with a copy button, or why there is no link yet. */
export function VideoLinkLine({
  conference,
  videoLink,
}: {
  conference: ConferenceKind;
  videoLink: string | null;
}) {
  const t = useT('meetings');
  if (conference === 'none') return null;
  const name = conference === 'link' ? t('video.title') : CONFERENCE_NAMES[conference];
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="video-link">
      <Video className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <span className="font-medium">{t('video.name', { name })}</span>
      {videoLink ? (
        <>
          <a
            href={videoLink}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 break-all text-brand-700 underline dark:text-brand-100"
          >
            {videoLink}
          </a>
          <CopyLinkButton link={videoLink} label={t('video.copy')} />
        </>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">
          {t('video.pending', { kind: conference === 'google-meet' ? 'googleMeet' : conference })}
        </span>
      )}
    </div>
  );
}
