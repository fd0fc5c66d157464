import type { ConferenceKind } from '@overlap/contracts/schemas';
import { Video } from 'lucide-react';
import { CopyLinkButton } from './copy-link-button';

const CONFERENCE_NAMES: Record<ConferenceKind, string> = {
  none: '',
  link: 'Video call',
  jitsi: 'Jitsi Meet',
  'google-meet': 'Google Meet',
  teams: 'Microsoft Teams',
};

const PENDING_TEXT: Record<ConferenceKind, string> = {
  none: '',
  link: 'no link yet.',
  jitsi: 'the room is made when the meeting is booked.',
  'google-meet': 'the link appears once the event is in your Google calendar.',
  teams: 'the link appears once the event is in your Microsoft calendar.',
};

/** The meeting's video call: the link with a copy button, or why there is no link yet. */
export function VideoLinkLine({
  conference,
  videoLink,
}: {
  conference: ConferenceKind;
  videoLink: string | null;
}) {
  if (conference === 'none') return null;
  const name = CONFERENCE_NAMES[conference];
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="video-link">
      <Video className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <span className="font-medium">{name}:</span>
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
          <CopyLinkButton link={videoLink} label="Copy the video link" />
        </>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">{PENDING_TEXT[conference]}</span>
      )}
    </div>
  );
}
